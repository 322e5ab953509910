import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccessNotice } from './AccessNotice.tsx';

const meta = {
  title: 'Roles/AccessNotice',
  component: AccessNotice,
  args: { kind: 'trial', onLogin: fn(), onRegister: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['trial', 'login', 'agent'] } },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof AccessNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trial account on a member page: in_need_true_account, and in_increase_submit to register for real. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Trial account')).toBeVisible();
    await expect(canvas.getByText('This feature is only for registered members. Register a real account to use it.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register a real account' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
  },
};

/** A visitor on a member page, once the login prompt is closed: the way in stays on the page. */
export const Visitor: Story = {
  args: { kind: 'login' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Log in to continue')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
  },
};

/** A member who is not an agent on the agent centre: refused in words, with the way to its own centre. */
export const NotAnAgent: Story = {
  args: { kind: 'agent', onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Agents only')).toBeVisible();
    await expect(canvas.getByText(/^The agent centre is for agent accounts\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the member centre' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tài khoản dùng thử')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đăng ký tài khoản thật' })).toBeVisible();
  },
};
