import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccessNotice } from './AccessNotice.tsx';

const meta = {
  title: 'Roles/AccessNotice',
  component: AccessNotice,
  args: { kind: 'trial', onLogin: fn(), onRegister: fn() },
  argTypes: {
    kind: {
      control: 'inline-radio',
      options: ['trial', 'login', 'agent', 'memberCentreOff', 'agentCentreOff', 'depositOff', 'featureOff'],
    },
  },
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

/** The brand switched the member centre off (isShowMC): /member/* says so, with no way in. */
export const MemberCentreOff: Story = {
  args: { kind: 'memberCentreOff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The member centre is switched off')).toBeVisible();
    await expect(canvas.getByText(/^This site does not offer the member centre/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The brand switched the agent centre off (isShowAC). */
export const AgentCentreOff: Story = {
  args: { kind: 'agentCentreOff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The agent centre is switched off')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The deposit module (DPSTBAS3) is off: the deposit page says deposits are closed. */
export const DepositOff: Story = {
  args: { kind: 'depositOff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deposits are closed')).toBeVisible();
    await expect(canvas.getByText(/^Deposits are switched off right now\./)).toBeVisible();
  },
};

/** Another member page whose module is off. */
export const FeatureOff: Story = {
  args: { kind: 'featureOff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not available')).toBeVisible();
    await expect(canvas.getByText('This feature is switched off right now. Please try again later.')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tài khoản dùng thử')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đăng ký tài khoản thật' })).toBeVisible();
  },
};

export const MemberCentreOffVietnamese: Story = {
  args: { kind: 'memberCentreOff' },
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trung tâm thành viên đã tắt')).toBeVisible();
  },
};
