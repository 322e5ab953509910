import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { REGISTER_RULES } from '../../../mocks/db/system.ts';
import { RegisterDownlineForm } from './RegisterDownlineForm.tsx';

const meta = {
  title: 'Agent/RegisterDownlineForm',
  component: RegisterDownlineForm,
  args: {
    rules: REGISTER_RULES,
    canOpenAgents: true,
    onSubmit: fn(),
    onRetryRules: fn(),
    onAnother: fn(),
    onViewTeam: fn(),
    timeZone: STORY_TIME_ZONE,
  },
  argTypes: { rules: { table: { disable: true } } },
} satisfies Meta<typeof RegisterDownlineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The registration rules in words as the member registration says them; a valid account is sent once. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(/\S/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'newbie01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'abc123');
    await userEvent.type(canvas.getByLabelText(/^Verify password/), 'abc124');
    await userEvent.click(canvas.getByRole('button', { name: 'Open the account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/^Verify password/));
    await userEvent.type(canvas.getByLabelText(/^Verify password/), 'abc123');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Account type' }), 'agent');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Open the account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'newbie01',
      password: 'abc123',
      confirmPassword: 'abc123',
      nickname: '',
      accountType: 'agent',
    });
  },
};

/** The platform refused: its reason in words above the button, what was typed kept. */
export const Refused: Story = {
  args: { error: 'This username is already taken. Choose another.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This username is already taken.');
  },
};

/** Sending: the button is busy. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Opening/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A last-level agent (41, 42) opens members only. */
export const MembersOnly: Story = {
  args: { canOpenAgents: false },
  play: async ({ canvas }) => {
    const type = canvas.getByRole('combobox', { name: 'Account type' });
    await expect(type).toBeDisabled();
    await expect(within(type).getAllByRole('option')).toHaveLength(1);
  },
};

/** The account opened: its details, and the way to it in team management. */
export const Data: Story = {
  args: { result: { account: 'newbie01', nickname: 'newbie01', isAgent: true, regDate: Date.UTC(2026, 10, 20, 5, 0, 0) } },
  play: async ({ canvas, args }) => {
    const done = canvas.getByRole('status');
    await expect(within(done).getByRole('heading', { name: 'Account opened' })).toBeVisible();
    await expect(within(done).getByText('newbie01 is now in your team.')).toBeVisible();
    await expect(within(done).getByText('Agent')).toBeVisible();
    await expect(within(done).getByText('2026-11-20 12:00:00')).toBeVisible();
    await userEvent.click(within(done).getByRole('button', { name: 'See it in team management' }));
    await expect(args.onViewTeam).toHaveBeenCalledOnce();
    await userEvent.click(within(done).getByRole('button', { name: 'Open another account' }));
    await expect(args.onAnother).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { rules: undefined, rulesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Open the account' })).toBeNull();
  },
};

/** Nothing to list on this panel: with no rules yet and no call running, it waits (skeleton), never a blank form. */
export const Empty: Story = {
  args: { rules: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rules: undefined, rulesError: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The registration rules could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryRules).toHaveBeenCalledOnce();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Username/ }).getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Loại tài khoản' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Biệt danh/ }), 'x'.repeat(21));
    await userEvent.click(canvas.getByRole('button', { name: 'Mở tài khoản' }));
    await expect(await canvas.findByText('Biệt danh tối đa 20 ký tự.')).toBeVisible();
  },
};
