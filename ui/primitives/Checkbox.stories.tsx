import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', name: 'remember', onChange: fn(), onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box, like a native checkbox. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

/** The registration agreement: a link inside the label is its own tab stop and does not toggle the box. */
export const WithLink: Story = {
  args: {
    name: 'agree',
    required: true,
    children: (
      <>
        I am over 18 and agree to the <a href="#terms">Terms and Conditions</a> and the <a href="#privacy">Privacy Policy</a>.
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I am over 18 and agree to the Terms and Conditions and the Privacy Policy.' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveFocus();
    await userEvent.click(canvas.getByText(/I am over 18/));
    await expect(checkbox).toBeChecked();
  },
};

export const WithError: Story = {
  args: { children: 'I am over 18 and agree to the Terms and Conditions.', error: 'You must accept the terms to create an account.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to create an account.');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} disabled>
        Unavailable
      </Checkbox>
      <Checkbox {...args} disabled defaultChecked>
        Locked on
      </Checkbox>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Unavailable' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Unavailable'));
    await expect(checkbox).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Locked on' })).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function ControlledCheckbox() {
  const [checked, setChecked] = useState(true);
  return (
    <div className="flex flex-col gap-2">
      <Checkbox checked={checked} onCheckedChange={setChecked}>
        Receive promotions by email
      </Checkbox>
      <p data-testid="state" className="text-sm text-muted">
        {checked ? 'Subscribed' : 'Not subscribed'}
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCheckbox />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('state')).toHaveTextContent('Subscribed');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Receive promotions by email' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('Not subscribed');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    children: (
      <>
        Tôi đủ 18 tuổi và đồng ý với <a href="#terms">Điều khoản và Điều kiện</a>.
      </>
    ),
    error: 'Bạn cần đồng ý với điều khoản để tạo tài khoản.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Tôi đủ 18 tuổi và đồng ý với Điều khoản và Điều kiện.' }),
    ).toHaveAccessibleDescription('Bạn cần đồng ý với điều khoản để tạo tài khoản.');
  },
};
