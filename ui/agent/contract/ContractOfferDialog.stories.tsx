import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { contractPanelFixture } from '../../../mocks/fixtures/agent.ts';
import { expectBottomSheet, PHONE_GLOBALS } from '../../lib/dialog-stories.ts';
import { ContractOfferDialog } from './ContractOfferDialog.tsx';

// agent01 offers to its direct downline agents (cap: the merchant's 50% dividend); agent02's real-time cap is 0.8% / 1.5%.
const dividend = contractPanelFixture('dividend', 'agent01');
const realTime = contractPanelFixture('realTimeSalary', 'agent02');
const hourly = contractPanelFixture('hourlySalary', 'agent01');

const meta = {
  title: 'Agent/Contract/ContractOfferDialog',
  component: ContractOfferDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    kind: 'dividend',
    downlines: dividend.downlines,
    cap: dividend.cap!,
    termsSchema: dividend.termsSchema,
  },
  argTypes: { downlines: { table: { disable: true } }, termsSchema: { table: { disable: true } } },
} satisfies Meta<typeof ContractOfferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** A dividend offer: a rate over the cap is refused naming it, the input kept; fixed, it is sent once with the terms. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement, 'Offer a dividend contract'));
    await userEvent.selectOptions(body.getByRole('combobox', { name: /Downline/ }), 'agent02');
    await userEvent.type(body.getByRole('textbox', { name: /Period valid bet/ }), '100000000');
    await userEvent.type(body.getByRole('textbox', { name: /Period profit and loss/ }), '20000000');
    await userEvent.type(body.getByRole('textbox', { name: /Active members/ }), '5');
    const rate = body.getByRole('textbox', { name: /Rate/ });
    await userEvent.type(rate, '60');
    await userEvent.click(body.getByRole('button', { name: 'Send offer' }));
    await expect(await body.findByText('The rate cannot be more than your own 50%.')).toBeVisible();
    await expect(rate).toHaveValue('60');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(rate);
    await userEvent.type(rate, '30');
    await userEvent.dblClick(body.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      downline: 'agent02',
      terms: { period: 'M', tiers: [{ periodValidBet: 100_000_000, periodProfitLoss: 20_000_000, activeMembers: 5, rate: 30 }] },
    });
  },
};

/** Tiers must rise: a second tier below the first is refused in words. */
export const TiersRising: Story = {
  args: { kind: 'hourlySalary', downlines: hourly.downlines, cap: hourly.cap!, termsSchema: hourly.termsSchema },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement, 'Offer an hourly salary contract'));
    await userEvent.selectOptions(body.getByRole('combobox', { name: /Downline/ }), 'agent02');
    await userEvent.click(body.getByRole('button', { name: 'Add a tier' }));
    const tiers = body.getAllByRole('group');
    await userEvent.type(within(tiers[0]!).getByRole('textbox', { name: /Hourly bet amount/ }), '5000000');
    await userEvent.type(within(tiers[0]!).getByRole('textbox', { name: /Rate/ }), '0.5');
    await userEvent.type(within(tiers[1]!).getByRole('textbox', { name: /Hourly bet amount/ }), '1000000');
    await userEvent.type(within(tiers[1]!).getByRole('textbox', { name: /Rate/ }), '0.4');
    await userEvent.click(body.getByRole('button', { name: 'Send offer' }));
    await expect(await body.findByText('Each tier needs a threshold and a rate at least as high as the tier before it.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Real-time salary: the two rates, each capped, and the single-bet floor. */
export const RealTime: Story = {
  args: { kind: 'realTimeSalary', downlines: realTime.downlines, cap: realTime.cap!, termsSchema: realTime.termsSchema },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(await dialogIn(canvasElement, 'Offer a real-time salary contract'));
    await expect(body.getByText('At most 0.8%')).toBeVisible();
    await expect(body.getByText('At most 1.5%')).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: /Loss rate/ }), '2');
    await userEvent.click(body.getByRole('button', { name: 'Send offer' }));
    await expect(await body.findByText('The rate cannot be more than your own 1.5%.')).toBeVisible();
    // Its only downline agent (agent42) is chosen already.
    await expect(body.getByRole('combobox', { name: /Downline/ })).toHaveValue('agent42');
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Offer a dividend contract'));
    await expect(body.getByRole('button', { name: /Send offer/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The platform's refusal in words, under the form. */
export const ServerRefusal: Story = {
  args: { refusal: { message: 'An offer to this downline is still waiting for an answer.' } },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Offer a dividend contract'));
    await expect(body.getByRole('alert')).toHaveTextContent('An offer to this downline is still waiting for an answer.');
  },
};

/** On a phone the offer form is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expectBottomSheet(await dialogIn(canvasElement, 'Offer a dividend contract'), 'Send offer');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Đề nghị hợp đồng chia cổ tức'));
    await expect(body.getByRole('button', { name: 'Gửi đề nghị' })).toBeVisible();
  },
};
