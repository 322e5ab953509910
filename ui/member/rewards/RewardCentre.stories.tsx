import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { balanceOfLogin, rewardTickets } from '../../../mocks/fixtures/rewards.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { RewardCentre, type RewardCentreProps, type RewardTicketItem } from './RewardCentre.tsx';

// member01: three tickets to claim, one waiting for a deposit, one claimed and one expired.
const tickets = rewardTickets('member');
const ticketsVi = rewardTickets('member', 'VI');
const balance = balanceOfLogin('member');
const checkIn = tickets.available.find((ticket) => ticket.kind === 'CASH')!;

const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Member/Rewards/RewardCentre',
  component: RewardCentre,
  args: {
    balance: { amount: balance },
    available: { tickets: tickets.available, onRetry: fn() },
    history: { tickets: tickets.history, onRetry: fn() },
    onClaim: fn(),
    timeZone: STORY_TIME_ZONE,
  },
} satisfies Meta<typeof RewardCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const ticketCard = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('listitem', { name });

/** A container claiming for real: busy while the platform answers, then the ticket joins the history. */
function Claiming(args: RewardCentreProps) {
  const [available, setAvailable] = useState<readonly RewardTicketItem[]>(args.available.tickets ?? []);
  const [history, setHistory] = useState<readonly RewardTicketItem[]>(args.history.tickets ?? []);
  const [claimingId, setClaimingId] = useState<string>();
  const [amount, setAmount] = useState(args.balance.amount ?? 0);
  const [notice, setNotice] = useState<RewardCentreProps['notice']>();
  return (
    <RewardCentre
      {...args}
      balance={{ amount }}
      available={{ tickets: available }}
      history={{ tickets: history }}
      claimingId={claimingId}
      notice={notice}
      onClaim={(ticket) => {
        args.onClaim(ticket);
        setClaimingId(ticket.id);
        setTimeout(() => {
          setClaimingId(undefined);
          setAvailable((list) => list.filter((item) => item.id !== ticket.id));
          setHistory((list) => [{ ...ticket, state: 'claimed', claimedTime: Date.UTC(2026, 10, 20, 5) }, ...list]);
          setAmount((value) => value + (ticket.amount ?? 0));
          setNotice({ tone: 'success', message: `${ticket.name} claimed` });
        }, 300);
      }}
    />
  );
}

/** member01's reward centre: the balance, the tickets to claim (one waiting for a deposit), the history. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Rewards to claim' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="reward-centre-balance"]')).toHaveTextContent(
      `Balance₫${balance.toLocaleString('en-US')}`,
    );
    const available = canvas.getByRole('region', { name: 'Rewards to claim' });
    await expect(within(available).getAllByRole('listitem')).toHaveLength(tickets.available.length);
    const card = ticketCard(canvasElement, checkIn.name);
    await expect(within(card).getByText('Cash')).toBeVisible();
    await expect(within(card).getByText('₫18,000')).toBeVisible();
    await expect(within(card).getByText('Available')).toBeVisible();
    await expect(
      within(card).getByText(
        `Expires ${formatDateTime(checkIn.expiryTime, { pattern: 'yyyy-MM-dd hh:mm:ss', timeZone: STORY_TIME_ZONE })}`,
      ),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: `Claim ${checkIn.name}` }));
    await expect(args.onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: checkIn.id }));
  },
};

/** A ticket whose conditions are not met: says what is missing, and its Claim button is off. */
export const ConditionsPending: Story = {
  play: async ({ canvasElement, args }) => {
    const card = ticketCard(canvasElement, 'Daily reload 10%');
    await expect(card).toHaveAttribute('data-state', 'locked');
    await expect(within(card).getByText('Conditions pending')).toBeVisible();
    await expect(within(card).getByText(/^Deposit ₫300,000 first \(₫[\d,]+ so far\)$/)).toBeVisible();
    const claim = within(card).getByRole('button', { name: 'Claim Daily reload 10%' });
    await expect(claim).toBeDisabled();
    await userEvent.click(claim, { pointerEventsCheck: 0 });
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** The history: claimed and expired tickets with their dates, and no Claim button. */
export const Data: Story = {
  play: async ({ canvas, canvasElement }) => {
    const history = canvas.getByRole('region', { name: 'Claimed and expired' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(history).queryByRole('button')).toBeNull();
    await expect(within(ticketCard(canvasElement, 'VIP upgrade bonus')).getByText('Claimed')).toBeVisible();
    await expect(within(ticketCard(canvasElement, 'VIP upgrade bonus')).getByText(/^Claimed \d{4}-\d{2}-\d{2} /)).toBeVisible();
    const spins = ticketCard(canvasElement, 'PG Soft free spins');
    await expect(within(spins).getByText('Expired')).toBeVisible();
    await expect(within(spins).getByText('Free spins')).toBeVisible();
    // Free spins are not money: no amount is shown.
    await expect(within(spins).queryByText(/₫/)).toBeNull();
  },
};

/** A claim in flight: that button is busy, the other Claim buttons wait; then the ticket is claimed and the balance grows. */
export const ClaimOnce: Story = {
  render: (args) => <Claiming {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const card = ticketCard(canvasElement, checkIn.name);
    const claim = within(card).getByRole('button', { name: `Claim ${checkIn.name}` });
    await userEvent.dblClick(claim);
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await expect(within(ticketCard(canvasElement, 'Welcome bonus 100%')).getByRole('button', { name: /^Claim/ })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${checkIn.name} claimed`));
    const history = canvas.getByRole('region', { name: 'Claimed and expired' });
    await expect(within(history).getByRole('listitem', { name: checkIn.name })).toHaveAttribute('data-state', 'claimed');
    await expect(canvasElement.querySelector('[data-slot="reward-centre-balance"]')).toHaveTextContent(
      `₫${(balance + checkIn.amount).toLocaleString('en-US')}`,
    );
  },
};

/** A refused claim says why, in the player's language. */
export const ClaimRefused: Story = {
  args: { notice: { tone: 'danger', message: 'This reward has already been claimed.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This reward has already been claimed.');
  },
};

export const Loading: Story = {
  args: { balance: { loading: true }, available: { loading: true }, history: { loading: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
    await expect(canvas.getAllByText('Loading…')).toHaveLength(2);
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** Nothing to claim and no history: each list says so. */
export const Empty: Story = {
  args: { available: { tickets: [] }, history: { tickets: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rewards to claim right now')).toBeVisible();
    await expect(canvas.getByText('Rewards from promotions and missions appear here.')).toBeVisible();
    await expect(canvas.getByText('No claimed or expired rewards yet')).toBeVisible();
  },
};

/** One list failing leaves the other (and the balance) in place, with a retry. */
export const ErrorState: Story = {
  args: { available: { error: true, onRetry: fn() }, balance: { error: true } },
  play: async ({ canvas, args }) => {
    const available = canvas.getByRole('region', { name: 'Rewards to claim' });
    await expect(within(available).getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(within(available).getByRole('button', { name: 'Retry' }));
    await expect(args.available.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Balance unavailable')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Claimed and expired' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvasElement }) => {
    for (const card of canvasElement.querySelectorAll<HTMLElement>('[data-slot="reward-ticket"]'))
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.querySelector('[data-slot="reward-centre"]')!.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { available: { tickets: ticketsVi.available }, history: { tickets: ticketsVi.history } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Phần thưởng chờ nhận' })).toBeVisible();
    const card = ticketCard(canvasElement, 'Thưởng điểm danh hằng ngày');
    await expect(within(card).getByRole('button', { name: 'Nhận Thưởng điểm danh hằng ngày' })).toBeEnabled();
    await expect(within(card).getByText('Có thể nhận')).toBeVisible();
    await expect(within(card).getByText(/^18\.000\s₫$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Đã nhận và hết hạn' })).toBeVisible();
  },
};
