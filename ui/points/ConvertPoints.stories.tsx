import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pointConversion } from '../../mocks/fixtures/points.ts';
import { ConvertPoints, type ConvertPointsProps, type ConvertRefusal, type ConvertValues } from './ConvertPoints.tsx';

/** The fake platform's answer: the seeded withdraw password is 123456. */
function Refusing(props: ConvertPointsProps) {
  const [refusal, setRefusal] = useState<ConvertRefusal | null>(null);
  return (
    <ConvertPoints
      {...props}
      refusal={refusal}
      onSubmit={(values: ConvertValues) => {
        props.onSubmit(values);
        setRefusal(values.paymentPassword === '123456' ? null : { message: 'The withdraw password is incorrect.', field: 'password' });
      }}
    />
  );
}

const meta = {
  title: 'Points/ConvertPoints',
  component: ConvertPoints,
  args: { conversion: pointConversion, onSubmit: fn(), onRetry: fn() },
} satisfies Meta<typeof ConvertPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ratio, the points the amount buys, the limits and the password, checked before sending. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('₫1,000 buys 20 points')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }));
    await expect(canvas.getByText('Please enter your withdraw password.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '5000');
    await userEvent.type(canvas.getByLabelText(/Withdraw password/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Amount/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '50000');
    await expect(canvas.getByText('1,000 points')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 50_000, paymentPassword: '123456' });
  },
};

/** A wrong password is said under it; the amount stays as typed. */
export const PasswordRefusal: Story = {
  render: (args) => <Refusing {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '20000');
    await userEvent.type(canvas.getByLabelText(/Withdraw password/), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(canvas.getByText('The withdraw password is incorrect.')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('20,000');
  },
};

export const Data: Story = {
  args: { success: 'Converted ₫50,000 to 1,000 points.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Converted ₫50,000 to 1,000 points.');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await expect(button).toHaveAccessibleName(/^Convert/);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

/** Conversion switched off: said, no form. */
export const Empty: Story = {
  args: { conversion: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Converting cash to points is not available right now.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Convert' })).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The conversion settings could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Convert' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Quy đổi' })).toBeVisible();
    await expect(canvas.getByLabelText(/Mật khẩu rút tiền/)).toBeVisible();
  },
};
