import { zodResolver } from '@hookform/resolvers/zod';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { expect, fn, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { bankWithdrawLimits, depositChannel } from '../../mocks/fixtures/records.ts';
import { Button } from '../primitives/Button.tsx';
import { AmountField } from './AmountField.tsx';

// The fast bank transfer channel: ₫10,000 to ₫20,000,000, quick amounts from ₫50,000 to ₫2,000,000.
const { minAmount, maxAmount, quickAmounts } = depositChannel;

const meta = {
  title: 'Records/AmountField',
  component: AmountField,
  args: { label: 'Deposit amount', min: minAmount, max: maxAmount, quickAmounts, onChange: fn() },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits are grouped as they are typed, whole dong only; the currency and the limits show with the field. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Deposit amount' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('Min ₫10,000 · Max ₫20,000,000 VND');
    await userEvent.type(input, '1500000');
    await expect(input).toHaveValue('1,500,000');
    await expect(args.onChange).toHaveBeenLastCalledWith(1_500_000);
    // A decimal point, a letter: nothing an amount in dong can hold gets in.
    await userEvent.type(input, '.5x');
    await expect(input).toHaveValue('15,000,005');
    // A digit typed in the middle: regrouped, the caret stays right after it.
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('5,000,005');
    await expect(input.selectionStart).toBe(0);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('95,000,005');
    await expect(input.selectionStart).toBe(1);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Quick amounts by keyboard: Tab from the field to the chips, Enter picks one; the chip shows it is chosen. */
export const QuickAmounts: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    const group = canvas.getByRole('group', { name: 'Quick amounts' });
    const chips = within(group).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      '₫50,000',
      '₫100,000',
      '₫200,000',
      '₫500,000',
      '₫1,000,000',
      '₫2,000,000',
    ]);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(chips[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(200_000);
    await expect(chips[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox')).toHaveValue('200,000');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(500_000);
    await expect(chips[2]).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Quick amounts outside the limits cannot be picked. */
export const QuickAmountsOutsideLimits: Story = {
  args: { label: 'Withdrawal amount', min: 100_000, max: 1_000_000 },
  play: async ({ canvas }) => {
    const chips = within(canvas.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    await expect(chips.filter((chip) => (chip as HTMLButtonElement).disabled).map((chip) => chip.textContent)).toEqual([
      '₫50,000',
      '₫2,000,000',
    ]);
  },
};

/** Out of limits: the message appears when the member leaves the field, then follows the amount. */
export const ErrorState: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '50000000');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Min ₫10,000 · Max ₫20,000,000 The amount must be at most ₫20,000,000. VND');
    await userEvent.clear(input);
    await userEvent.type(input, '50000');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await expect(input).toHaveAccessibleDescription(/The amount must be at least ₫10,000\. VND$/);
    input.blur();
  },
};

/** Required and left empty: "Enter an amount." once the member moves on. */
export const Empty: Story = {
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Deposit amount' });
    await expect(input).toHaveAttribute('placeholder', '* Deposit amount');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/Enter an amount\. VND$/);
  },
};

/** The form's own message wins over the field's (here the server's daily limit). */
export const ExternalError: Story = {
  args: {
    label: 'Withdrawal amount',
    min: bankWithdrawLimits.min,
    max: bankWithdrawLimits.max,
    defaultValue: 3_000_000,
    error: 'Over your daily withdrawal limit.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Withdrawal amount' });
    await expect(input).toHaveValue('3,000,000');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Over your daily withdrawal limit\. VND$/);
  },
};

interface DepositValues {
  amount: number | null;
}

/** A deposit form: react-hook-form's Controller feeds the field, a zod schema checks the amount. */
function DepositForm({ onSubmit }: { onSubmit: (values: DepositValues) => void }) {
  const schema = z.object({
    amount: z
      .number({ error: 'Enter the amount to deposit.' })
      .check(z.gte(minAmount, { error: 'At least ₫10,000.' }), z.lte(maxAmount, { error: 'At most ₫20,000,000.' })),
  });
  const { control, handleSubmit } = useForm<DepositValues>({
    resolver: zodResolver(schema) as unknown as Resolver<DepositValues>,
    defaultValues: { amount: null },
  });
  return (
    <form noValidate className="flex max-w-md flex-col gap-space-md" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Controller
        name="amount"
        control={control}
        render={({ field, fieldState }) => (
          <AmountField
            {...field}
            label="Deposit amount"
            required
            min={minAmount}
            max={maxAmount}
            quickAmounts={quickAmounts}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">Deposit</Button>
    </form>
  );
}

export const WithForm: Story = {
  args: { onSubmit: fn() } as never,
  render: (args) => <DepositForm onSubmit={(args as unknown as { onSubmit: (values: DepositValues) => void }).onSubmit} />,
  play: async ({ canvas, userEvent, args }) => {
    const onSubmit = (args as unknown as { onSubmit: ReturnType<typeof fn> }).onSubmit;
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    const input = canvas.getByRole('textbox', { name: 'Deposit amount' });
    // The schema's message, and focus on the field (react-hook-form reaches the input through the ref).
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Enter the amount to deposit\. VND$/));
    await expect(input).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '₫200,000' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: 200_000 });
  },
};

/** A currency with cents: one decimal separator, at most two digits after it. */
export const Decimals: Story = {
  args: { label: 'Amount (USD)', currency: 'USD', min: 10, max: 5000, quickAmounts: [20, 50, 100] },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount (USD)' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1234.567');
    await expect(input).toHaveValue('1,234.56');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.56);
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.56');
    await expect(canvas.getByText('USD')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 100_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    for (const chip of within(canvas.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button'))
      await expect(chip).toBeDisabled();
  },
};

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** A phone: the field takes the width, the chips wrap under it. */
export const Phone: Story = {
  decorators: [phone],
  args: { defaultValue: 1_000_000 },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="amount-field"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('button', { name: '₫1,000,000' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: 'Số tiền nạp' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền nạp' });
    await expect(input).toHaveAccessibleDescription(/^Tối thiểu 10\.000\s₫ · Tối đa 20\.000\.000\s₫ VND$/);
    await userEvent.type(input, '1500000');
    await expect(input).toHaveValue('1.500.000');
    await expect(args.onChange).toHaveBeenLastCalledWith(1_500_000);
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/Số tiền phải từ 10\.000\s₫ trở lên\. VND$/);
    await expect(within(canvas.getByRole('group', { name: 'Số tiền nhanh' })).getAllByRole('button')[0]).toHaveTextContent(/50\.000\s₫/);
  },
};
