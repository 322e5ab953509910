import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { contractPanelFixture } from '../../../mocks/fixtures/agent.ts';
import { ContractLowerRateDialog } from './ContractLowerRateDialog.tsx';

// agent01 offers agent02 less than agent02 gives agent42: that contract would end.
const affected = contractPanelFixture('dividend', 'agent02').issued;

const meta = {
  title: 'Agent/Contract/ContractLowerRateDialog',
  component: ContractLowerRateDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), affected },
  argTypes: { affected: { table: { disable: true } } },
} satisfies Meta<typeof ContractLowerRateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = "End your downline's contracts?") =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name });

/** The contracts that would end, one line each; a double click on the confirmation sends once. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    const items = within(body.getByRole('list', { name: 'Contracts that would end' })).getAllByRole('listitem');
    await expect(items).toHaveLength(affected.length);
    await expect(items[0]).toHaveTextContent('2 tiers, up to 25%');
    await userEvent.dblClick(body.getByRole('button', { name: 'End them and send' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByRole('button', { name: /End them and send/ })).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The confirmed offer was refused: the message in words, the button tries again. */
export const ErrorState: Story = {
  name: 'Error',
  args: { refusal: 'An offer to this downline is still waiting for an answer.' },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByRole('alert')).toHaveTextContent('An offer to this downline is still waiting for an answer.');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Chấm dứt hợp đồng của cấp dưới?'));
    await expect(body.getByRole('button', { name: 'Chấm dứt và gửi' })).toBeVisible();
  },
};
