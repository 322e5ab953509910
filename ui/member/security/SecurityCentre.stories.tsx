import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { securityCentre } from '../../../mocks/fixtures/account-centre.ts';
import { SecurityCentre } from './SecurityCentre.tsx';

// member01: mobile, email and payment password bound (masked), a security level, one or more bank cards.
const { bankCards, ...member } = securityCentre('member');
const unbound = { ...member, mobile: null, email: null, paymentPasswordSet: false, securityLevel: 'LOW' as const };

const Frame = (Story: () => ReactNode) => <div className="w-[640px]">{Story()}</div>;
const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Member/Security/SecurityCentre',
  component: SecurityCentre,
  args: {
    settings: member,
    bankCards,
    onChangePassword: fn(),
    onRetry: fn(),
    onRetryBankCards: fn(),
    onBindPhone: fn(),
    onBindEmail: fn(),
    onPaymentPassword: fn(),
    onAddBankCard: fn(),
    onDeleteBankCard: fn(),
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  decorators: [Frame],
} satisfies Meta<typeof SecurityCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="security-row"]')].find((row) => row.textContent?.startsWith(name))!;

/** member01: everything bound, masked; Change password opens the dialog (the app's). */
export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Account security' })).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Mobile number')).getByText(member.mobile!)).toBeVisible();
    await expect(member.mobile).toMatch(/\*{4}$/);
    await expect(within(rowOf(canvasElement, 'Email')).getByText(member.email!)).toBeVisible();
    await expect(rowOf(canvasElement, 'Payment password')).toHaveAttribute('data-state', 'set');
    await expect(canvas.getByText(/^Last login 2026-11-\d\d \d\d:\d\d from 203\.0\.113\.7$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
  },
};

/** The bank cards, masked; Add a bank card opens its dialog; a bound payment password can be changed. */
export const Data: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Bank cards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(bankCards.length);
    await expect(within(list).getByText(bankCards[0]!.accountNumber)).toBeVisible();
    await expect(bankCards[0]!.accountNumber).toMatch(/^\*{4} \d{4}$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a bank card' }));
    await expect(args.onAddBankCard).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Payment password' }));
    await expect(args.onPaymentPassword).toHaveBeenCalledOnce();
    // Bound phone and email are changed through customer service: no bind action on their rows.
    await expect(within(rowOf(canvasElement, 'Mobile number')).queryByRole('button')).toBeNull();
    await expect(within(rowOf(canvasElement, 'Email')).queryByRole('button')).toBeNull();
  },
};

/** Each card says its kind; its Delete names it and asks the app to confirm (with the password) for that card. */
export const DeleteCard: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Bank cards' });
    const first = bankCards[0]!;
    await expect(within(list).getByText(first.kindLabel)).toBeVisible();
    const remove = within(list).getByRole('button', { name: `Delete ${first.bankName} ${first.accountNumber}` });
    await userEvent.click(remove);
    await expect(args.onDeleteBankCard).toHaveBeenCalledTimes(1);
    await expect(args.onDeleteBankCard).toHaveBeenCalledWith(first.id);
  },
};

/** Nothing bound: each row says so and offers its action, which opens that binding's dialog. */
export const Unbound: Story = {
  args: { settings: unbound, bankCards: [] },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(within(rowOf(canvasElement, 'Mobile number')).getByText('Not bound')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Payment password')).getByText('Not set')).toBeVisible();
    await expect(canvas.getByText('Low')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bind Mobile number' }));
    await expect(args.onBindPhone).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Bind Email' }));
    await expect(args.onBindEmail).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Set it up Payment password' }));
    await expect(args.onPaymentPassword).toHaveBeenCalledOnce();
  },
};

/** A binding just succeeded: the notice is announced above the rows. */
export const Saved: Story = {
  args: { notice: 'Email saved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Email saved.');
  },
};

/** No bank card yet: the list says so. */
export const Empty: Story = {
  args: { bankCards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bank card yet. Add one to withdraw.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Bank cards' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { settings: undefined, loading: true, bankCards: undefined, bankCardsLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Change password' })).toBeNull();
  },
};

/** The settings failed: their error panel with Retry; the bank cards still show. */
export const Error: Story = {
  args: { settings: undefined, error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your security settings could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('list', { name: 'Bank cards' })).toBeVisible();
  },
};

/** The bank cards failed: only that section says so. */
export const BankCardsError: Story = {
  args: { bankCards: undefined, bankCardsError: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your bank cards could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryBankCards).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a bank card' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bảo mật tài khoản' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đổi mật khẩu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thêm thẻ ngân hàng' })).toBeVisible();
  },
};
