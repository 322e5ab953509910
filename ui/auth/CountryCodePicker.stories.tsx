import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { accountCountries } from '../../mocks/fixtures/account.ts';
import { TextField } from '../primitives/TextField.tsx';
import { CountryCodePicker, type CountryCodePickerProps } from './CountryCodePicker.tsx';

/** Controlled, as the forms use it: the chosen code goes back into `value`. */
function Controlled(args: CountryCodePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CountryCodePicker
      {...args}
      value={value}
      onValueChange={(code) => {
        setValue(code);
        args.onValueChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Auth/CountryCodePicker',
  component: CountryCodePicker,
  args: { countries: accountCountries, value: '84', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CountryCodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="country-code-picker"]')!;

/** The flag and +84 show over a native select; choosing a country reports its code. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country calling code' });
    await expect(select).toHaveDisplayValue('Vietnam (+84)');
    await expect(within(picker(canvasElement)).getByText('+84')).toBeVisible();
    await userEvent.selectOptions(select, 'Thailand (+66)');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('66');
    await expect(within(picker(canvasElement)).getByText('+66')).toBeVisible();
    await expect(select).toHaveDisplayValue('Thailand (+66)');
  },
};

/** Keyboard: the native select is the Tab stop (the platform's picker does the rest); the picker shows the focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Country calling code' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(picker(canvasElement).matches(':has(select:focus-visible)')).toBe(true);
  },
};

/** Two countries share +1: picking Canada shows Canada, not the first +1 country (United States). */
export const SharedDialingCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country calling code' });
    await userEvent.selectOptions(select, 'Canada (+1)');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1');
    await expect(select).toHaveDisplayValue('Canada (+1)');
    await userEvent.selectOptions(select, 'United States (+1)');
    await expect(select).toHaveDisplayValue('United States (+1)');
    await expect(canvas.getByText('+1')).toBeVisible();
  },
};

/** A remembered code the list no longer has shows the first country rather than nothing. */
export const UnknownValue: Story = {
  args: { value: '999' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toHaveDisplayValue('Vietnam (+84)');
    await expect(canvas.getByText('+84')).toBeVisible();
  },
};

/** Before the list loads: a bare "+", and nothing to pick. */
export const NoCountries: Story = {
  args: { countries: [], value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toBeDisabled();
    await expect(canvas.getByText('+')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toBeDisabled();
  },
};

/** In front of a mobile number, sharing the field's error description. */
export const InMobileField: Story = {
  render: (args) => (
    <div className="max-w-96">
      <TextField
        id="mobile"
        type="tel"
        label="Mobile number"
        required
        error="Mobile number must be 9 - 11 digits"
        startAdornment={<CountryCodePicker {...args} aria-describedby="mobile-error" />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toHaveAccessibleDescription(
      'Mobile number must be 9 - 11 digits',
    );
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Mobile number must be 9 - 11 digits');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Mã quốc gia' })).toHaveDisplayValue('Vietnam (+84)');
  },
};
