import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageContainer } from './PageContainer.tsx';
import { PageHeading } from './PageHeading.tsx';

const Block = ({ label }: { label: string }) => (
  <div className="rounded-lg border border-dashed border-border-strong bg-surface-sunken p-space-md text-sm text-muted">{label}</div>
);

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  args: {
    children: (
      <>
        <PageHeading title="Promotions" intro="Bonuses and events running now." />
        <Block label="Section" />
        <Block label="Section" />
      </>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['form', 'article', 'wide', 'page'] },
    gap: { control: 'inline-radio', options: ['lg', 'xl'] },
    padding: { control: 'inline-radio', options: ['lg', 'xl'] },
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full page of sections (home, lobbies, promotions): up to 80 rem, centred. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="page-container"]')!;
    await expect(getComputedStyle(container).maxWidth).toBe('1280px');
    await expect(getComputedStyle(container).rowGap).not.toBe('normal');
  },
};

/** A form page (login): 28 rem, centred in the space there is. */
export const Form: Story = {
  args: { width: 'form', padding: 'xl' },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="page-container"]')!;
    const box = container.getBoundingClientRect();
    const parent = container.parentElement!.getBoundingClientRect();
    await expect(box.width).toBe(28 * 16);
    await expect(Math.abs(box.left - parent.left - (parent.right - box.right))).toBeLessThanOrEqual(1);
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="page-container"]')!.getBoundingClientRect().width).toBe(360);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    children: (
      <>
        <PageHeading title="Khuyến mãi" intro="Tiền thưởng và sự kiện đang diễn ra." />
        <Block label="Mục" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Khuyến mãi' })).toBeVisible();
  },
};
