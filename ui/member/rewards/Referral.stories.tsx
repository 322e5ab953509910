import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { referralDetails } from '../../../mocks/fixtures/rewards.ts';
import { Referral, type ReferralProps } from './Referral.tsx';

// member01's referral: code, link, invitees (newest first), commission and rules.
const referral = referralDetails('member');
const referralVi = referralDetails('member', 'VI');
const { invitees, ...details } = referral;
const PAGE_SIZE = 5;

const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Member/Rewards/Referral',
  component: Referral,
  args: {
    details,
    invitees: invitees.slice(0, PAGE_SIZE),
    total: invitees.length,
    page: 1,
    pageSize: PAGE_SIZE,
    onPageChange: fn(),
    onRetry: fn(),
    timeZone: STORY_TIME_ZONE,
  },
} satisfies Meta<typeof Referral>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A container paging through the invitees. */
function Paged(args: ReferralProps) {
  const [page, setPage] = useState(1);
  return (
    <Referral
      {...args}
      page={page}
      invitees={invitees.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

/** The code and the link to copy, the link's QR code, the counts and commission, the invitees, the rules. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your referral code' })).toHaveValue(referral.code);
    await expect(canvas.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(referral.link);
    await expect(canvas.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    const stats = canvas.getByRole('region', { name: 'Your invitations' });
    await expect(within(stats).getByText('Friends invited').nextElementSibling).toHaveTextContent(String(referral.invited));
    await expect(within(stats).getByText('Qualified').nextElementSibling).toHaveTextContent(String(referral.qualified));
    await expect(within(stats).getByText('Commission earned').nextElementSibling).toHaveTextContent(
      `₫${referral.commission.toLocaleString('en-US')}`,
    );
    await expect(within(stats).getByText('0.5% of qualified friends’ valid bets')).toBeVisible();
    const rules = canvas.getByRole('region', { name: 'Rules' });
    await expect(within(rules).getAllByRole('listitem')).toHaveLength(referral.rules.length);
  },
};

const writeText = fn(async (_text: string) => {});

/** Copying the link: the link reaches the clipboard, the button says Copied and the result is announced. */
export const CopyLink: Story = {
  beforeEach: () => {
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ canvas }) => {
    const invite = canvas.getByRole('region', { name: 'Share your code' });
    await userEvent.click(within(invite).getByRole('button', { name: 'Copy Your referral link' }));
    await expect(writeText).toHaveBeenCalledWith(referral.link);
    await waitFor(() => expect(within(invite).getByText('Your referral link copied.')).toBeInTheDocument());
    await expect(within(invite).getByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

/** The invitees, five a page: masked accounts, deposits, bets, commission, whether they qualify. */
export const Data: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Your invitees' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Account', 'Registered', 'Deposits', 'Valid bets', 'Commission', 'Status']);
    await expect(within(table).getAllByRole('row')).toHaveLength(Math.min(PAGE_SIZE, invitees.length) + 1);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(invitees[0]!.account);
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(invitees[PAGE_SIZE]!.account));
  },
};

/** Rules the platform wrote as HTML go through the sanitiser: markup kept, scripts and handlers gone. */
export const HtmlRules: Story = {
  args: {
    details: { ...details, rules: ['<b>Share</b> your link.<img src="x" onerror="window.__pwned=1">', 'Plain line with 1 < 2'] },
  },
  play: async ({ canvas }) => {
    const rules = canvas.getByRole('region', { name: 'Rules' });
    await expect(within(rules).getByText('Share').tagName).toBe('B');
    await expect(rules.querySelector('[onerror]')).toBeNull();
    await expect(within(rules).getByText('Plain line with 1 < 2')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { details: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThanOrEqual(3);
    await expect(canvas.queryByRole('region', { name: 'Rules' })).toBeNull();
  },
};

/** No friends invited yet: the code and link still there, the list says so. */
export const Empty: Story = {
  args: { details: { ...details, invited: 0, qualified: 0, commission: 0 }, invitees: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your referral code' })).toHaveValue(referral.code);
    // The table and the phone cards each carry the empty state; one of them shows.
    const visible = (text: string) => canvas.getAllByText(text).filter((element) => element.checkVisibility());
    await expect(visible('No invitees yet')).toHaveLength(1);
    await expect(visible('Share your link or code: friends who register with it appear here.')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /Next/ })).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { details: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="referral"]')!.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { details: { ...details, rules: referralVi.rules } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mã giới thiệu của bạn' })).toHaveValue(referral.code);
    await expect(canvas.getByRole('button', { name: 'Sao chép Liên kết giới thiệu của bạn' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Người bạn đã mời' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Quy định' })).getAllByRole('listitem')[0]).toHaveTextContent(
      referralVi.rules[0]!,
    );
  },
};
