import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

// Sample pictures as inline SVG data URIs: no network, identical pixels on every run.
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f5b83d"/><circle cx="32" cy="26" r="12" fill="#9a5b00"/><ellipse cx="32" cy="60" rx="22" ry="16" fill="#9a5b00"/></svg>',
)}`;
const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d3d7e3"/><circle cx="32" cy="26" r="12" fill="#7d859c"/><ellipse cx="32" cy="60" rx="22" ry="16" fill="#7d859c"/></svg>',
)}`;
const BROKEN = 'data:image/png;base64,broken';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: PHOTO, name: 'Linh Tran', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Linh Tran' })).toHaveAttribute('data-state', 'loaded'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-space-md">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} src={undefined} size="sm" />
      <Avatar {...args} src={undefined} size="md" />
      <Avatar {...args} src={undefined} size="lg" />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    // Wait for the pictures so the screenshot never catches one mid-load.
    await waitFor(() => expect(canvasElement.querySelectorAll('img[data-state="loaded"]')).toHaveLength(3));
    const sizes = canvas.getAllByRole('img', { name: 'Linh Tran' }).map((el) => Math.round(el.getBoundingClientRect().width));
    await expect(sizes).toEqual([32, 40, 64, 32, 40, 64]);
  },
};

/** The picture fails (after its one retry): the initials take its place, with the same accessible name. */
export const BrokenShowsInitials: Story = {
  args: { src: BROKEN, size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Linh Tran' })).toHaveAttribute('data-slot', 'avatar-fallback'));
    await expect(canvas.getByRole('img', { name: 'Linh Tran' })).toHaveTextContent('LT');
  },
};

/** The platform's default avatar is tried before the initials. */
export const BrokenShowsDefaultAvatar: Story = {
  args: { src: BROKEN, fallbackSrc: DEFAULT_AVATAR, size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Linh Tran' })).toHaveAttribute('src', DEFAULT_AVATAR));
  },
};

/** No name and no picture: a generic user icon with a generic label. */
export const Anonymous: Story = {
  args: { src: undefined, name: undefined, size: 'lg' },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole('img', { name: 'User avatar' });
    await expect(fallback.querySelector('svg')).not.toBeNull();
  },
};

/** Beside a written name the avatar is decorative: alt="" hides it from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <div className="flex items-center gap-space-sm">
      <Avatar {...args} src={undefined} alt="" />
      <span className="text-sm font-semibold">{args.name}</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Linh Tran')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: (args) => (
    <div className="flex items-center gap-space-md">
      <Avatar {...args} src={BROKEN} name="Nguyễn Văn Ánh" size="lg" />
      <Avatar {...args} src={undefined} name={undefined} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Nguyễn Văn Ánh' })).toHaveTextContent('NÁ'));
    await expect(canvas.getByRole('img', { name: 'Ảnh đại diện' })).toBeVisible();
  },
};
