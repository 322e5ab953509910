import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { contractPanelFixture } from '../../../mocks/fixtures/agent.ts';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { useEffect, useState } from 'react';
import { ContractPanel, type ContractPanelDialog } from './ContractPanel.tsx';

// The seeded tree: agent01 → agent02, agent41; agent02 → agent42 (mocks/db/agent.ts).
const agent02Dividend = contractPanelFixture('dividend', 'agent02');
const agent41Dividend = contractPanelFixture('dividend', 'agent41');
const agent01Dividend = contractPanelFixture('dividend', 'agent01');
const agent01Daily = contractPanelFixture('dailySalary', 'agent01');
const agent01Hourly = contractPanelFixture('hourlySalary', 'agent01');
const agent02Hourly = contractPanelFixture('hourlySalary', 'agent02');
const agent41Hourly = contractPanelFixture('hourlySalary', 'agent41');
const agent02RealTime = contractPanelFixture('realTimeSalary', 'agent02');

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Agent/Contract/ContractPanel',
  component: ContractPanel,
  args: {
    ...agent02Dividend,
    timeZone: STORY_TIME_ZONE,
    dialog: undefined,
    onDialogChange: fn(),
    onOffer: fn(),
    onConfirmLowerRate: fn(),
    onStep: fn(),
    onRetry: fn(),
    onRetryAction: fn(),
  },
  argTypes: {
    current: { table: { disable: true } },
    issued: { table: { disable: true } },
    downlines: { table: { disable: true } },
    termsSchema: { table: { disable: true } },
  },
} satisfies Meta<typeof ContractPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowOf = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

/** agent02: its active dividend from agent01 (it may ask to end it), its active one with agent42, and the offer button. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const current = canvas.getByRole('region', { name: 'Your contract' });
    await userEvent.click(within(current).getByRole('button', { name: 'Request termination' }));
    // A termination request says what it means first: the panel opens its confirmation.
    await expect(args.onDialogChange).toHaveBeenCalledWith({ type: 'terminate', contractId: agent02Dividend.current!.contractId });
    await expect(args.onStep).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Offer a contract' }));
    await expect(args.onDialogChange).toHaveBeenLastCalledWith({ type: 'offer' });
  },
};

/** agent41 was offered a dividend: Accept and Reject; a double click sends once. It has no contract of its own to share. */
export const OfferedAsDownline: Story = {
  args: agent41Dividend,
  play: async ({ canvas, userEvent, args }) => {
    const current = canvas.getByRole('region', { name: 'Your contract' });
    await expect(within(current).getByText('Offered')).toBeVisible();
    await userEvent.dblClick(within(current).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onStep).toHaveBeenCalledTimes(1));
    await expect(args.onStep).toHaveBeenCalledWith('accept', 'DV-1002');
    await expect(within(current).getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};

/** agent01 offered agent41 a dividend: it waits for the answer and may withdraw it. */
export const OfferedAsUpline: Story = {
  args: agent01Dividend,
  play: async ({ canvasElement, userEvent, args }) => {
    const row = within(rowOf(canvasElement, 'Withdraw offer'));
    await expect(row.getByText("Waiting for the downline's answer.")).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Withdraw offer' }));
    await expect(args.onStep).toHaveBeenCalledWith('terminate', 'DV-1002');
  },
};

/** An active daily salary from the upline: the tiers, and the termination request. */
export const Active: Story = {
  args: contractPanelFixture('dailySalary', 'agent02'),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('region', { name: 'Your contract' });
    await expect(within(current).getByText('Active')).toBeVisible();
    await expect(within(current).getByRole('button', { name: 'Request termination' })).toBeVisible();
  },
};

/** agent02 asked to end its hourly salary: it waits for agent01, with nothing to press. */
export const TerminationRequestedByMe: Story = {
  args: agent02Hourly,
  play: async ({ canvas }) => {
    const current = canvas.getByRole('region', { name: 'Your contract' });
    await expect(within(current).getByText('You asked to end this contract; waiting for the other side.')).toBeVisible();
    await expect(within(current).queryAllByRole('button')).toHaveLength(0);
  },
};

/** agent01's side of the same contract: agent02 asked to end it; agent01 confirms or keeps it. */
export const TerminationRequestedByOther: Story = {
  args: agent01Hourly,
  play: async ({ canvasElement, userEvent, args }) => {
    const row = within(rowOf(canvasElement, 'Ending requested'));
    await expect(row.getByText('The other side asked to end this contract.')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Confirm termination' }));
    await expect(args.onStep).toHaveBeenCalledWith('confirmTerminate', 'HS-3001');
    await expect(row.getByRole('button', { name: 'Keep the contract' })).toBeVisible();
  },
};

/** A rejected offer: its status, and nothing more to do. */
export const Rejected: Story = {
  args: agent01Daily,
  play: async ({ canvasElement }) => {
    const row = within(rowOf(canvasElement, 'Rejected'));
    await expect(row.queryAllByRole('button')).toHaveLength(0);
  },
};

/** An ended contract: its status, and nothing more to do. */
export const Terminated: Story = {
  args: agent01Hourly,
  play: async ({ canvasElement }) => {
    const row = within(rowOf(canvasElement, 'Ended'));
    await expect(row.queryAllByRole('button')).toHaveLength(0);
  },
};

/** No hourly salary of its own: the agent is told it cannot offer one, and gets no form. */
export const CapNull: Story = {
  args: agent41Hourly,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no contract of this kind of your own, so you cannot offer one to a downline.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Offer a contract' })).toBeNull();
  },
};

/** The offer form open over the panel (its own stories show the checks). */
export const OfferOpen: Story = {
  args: { ...agent02RealTime, dialog: { type: 'offer' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Offer a real-time salary contract' });
    await expect(within(dialog).getByText('At most 0.8%')).toBeVisible();
  },
};

/** Asking to end a contract says what it means, then sends. */
export const TerminateConfirm: Story = {
  args: { dialog: { type: 'terminate', contractId: agent02Dividend.current!.contractId } },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'End this contract?' });
    await expect(within(dialog).getByText(/^The other side is asked to agree\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await expect(args.onStep).toHaveBeenCalledWith('terminate', agent02Dividend.current!.contractId);
  },
};

/**
 * The lower-rate rule: the platform answered the offer with the contracts it would end; the
 * confirmation opens over the offer form (as in the app: the form is open first), then sends again.
 */
export const LowerRateConfirm: Story = {
  args: { ...agent01Dividend, dialog: { type: 'offer' } },
  render: function Render(args) {
    const [dialog, setDialog] = useState<ContractPanelDialog>(args.dialog);
    useEffect(() => {
      const frame = requestAnimationFrame(() => setDialog({ type: 'offer', affected: agent02Dividend.issued }));
      return () => cancelAnimationFrame(frame);
    }, []);
    return <ContractPanel {...args} dialog={dialog} />;
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: "End your downline's contracts?" });
    const list = within(dialog).getByRole('list', { name: 'Contracts that would end' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(agent02Dividend.issued.length);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End them and send' }));
    await expect(args.onConfirmLowerRate).toHaveBeenCalledTimes(1);
  },
};

/** An action in flight: its button is busy, the others wait. */
export const Pending: Story = {
  args: { ...agent41Dividend, pending: { action: 'accept', contractId: 'DV-1002' } },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('region', { name: 'Your contract' });
    await expect(within(current).getByRole('button', { name: /Accept/ })).toHaveAttribute('aria-busy', 'true');
    await expect(within(current).getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

/** A refused action: the platform's refusal in words, and a retry. */
export const ActionError: Story = {
  args: { ...agent41Dividend, refusal: { message: 'This contract has changed in the meantime; refresh and try again.' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This contract has changed in the meantime; refresh and try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryAction).toHaveBeenCalledTimes(1);
  },
};

/** What the last action did. */
export const Done: Story = {
  args: { ...agent01Dividend, notice: 'The offer was sent to agent02.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The offer was sent to agent02.');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="contract-loading"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A phone: the downline contracts become cards with their actions, nothing runs past the screen. */
export const Phone: Story = {
  args: agent01Hourly,
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="contract-panel"]')!.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const cards = canvas.getByRole('list', { name: 'Contracts with your downlines' });
    await expect(within(cards).getByRole('button', { name: 'Confirm termination' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  args: agent41Dividend,
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chấp nhận' })).toBeVisible();
    await expect(canvas.getByText('Bạn chưa có hợp đồng loại này nên không thể đề nghị cho cấp dưới.')).toBeVisible();
  },
};
