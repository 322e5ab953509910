import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Select, type SelectOption } from './Select.tsx';

const banks: SelectOption[] = [
  { value: 'vcb', label: 'Vietcombank' },
  { value: 'tcb', label: 'Techcombank' },
  { value: 'acb', label: 'ACB' },
  { value: 'bidv', label: 'BIDV (under maintenance)', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Bank', name: 'bank', options: banks, onChange: fn(), onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' });
    // Without a placeholder the first option is chosen, as with any native select.
    await expect(select).toHaveValue('vcb');
    await userEvent.selectOptions(select, 'tcb');
    await expect(select).toHaveValue('tcb');
    await expect(args.onValueChange).toHaveBeenCalledWith('tcb');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * Arrow keys and type-ahead on a native select belong to the browser (and cannot be simulated by
 * user-event); what we own is that it is a tab stop and that unavailable options are disabled.
 */
export const Keyboard: Story = {
  args: { defaultValue: 'acb' },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('acb');
    await expect(canvas.getByRole('option', { name: 'BIDV (under maintenance)' })).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a bank' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Choose a bank');
    await userEvent.selectOptions(select, 'acb');
    // An optional select can go back to "nothing chosen".
    await userEvent.selectOptions(select, '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** Required: the asterisk goes on the placeholder, which cannot be chosen again. */
export const Required: Story = {
  args: { placeholder: 'Choose a bank', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveDisplayValue('* Choose a bank');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('option', { name: '* Choose a bank' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: {
    placeholder: 'Choose a bank',
    required: true,
    hint: 'The account must be in your own name.',
    error: 'Choose the bank of your account.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('The account must be in your own name. Choose the bank of your account.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'acb' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Bank' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Select {...args} size="sm" label="Small" />
      <Select {...args} size="md" label="Medium" />
      <Select {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map((name) => canvas.getByRole('combobox', { name }).getBoundingClientRect().height);
    await expect(heights).toEqual([32, 40, 48]);
  },
};

function ControlledSelect() {
  const [bank, setBank] = useState('');
  return (
    <div className="flex flex-col gap-2">
      <Select label="Bank" options={banks} placeholder="Choose a bank" value={bank} onValueChange={setBank} />
      <p data-testid="chosen" className="text-sm text-muted">
        Chosen: {bank || 'none'}
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSelect />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Chosen: none');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bank' }), 'vcb');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Chosen: vcb');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    label: 'Ngân hàng',
    placeholder: 'Chọn ngân hàng',
    required: true,
    options: [
      { value: 'vcb', label: 'Ngân hàng Ngoại thương Việt Nam' },
      { value: 'agr', label: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn' },
    ],
    error: 'Vui lòng chọn ngân hàng của bạn.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Ngân hàng' });
    await expect(select).toHaveDisplayValue('* Chọn ngân hàng');
    await expect(select).toHaveAccessibleDescription('Vui lòng chọn ngân hàng của bạn.');
  },
};
