import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn(), onBlur: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const getInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('[data-slot="text-field-input"]')!;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // A password input has no textbox role; find it by its label.
    const input = canvas.getByLabelText<HTMLInputElement>('Password');
    await expect(input).toBe(getInput(canvasElement));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'hunter22');
    input.setSelectionRange(3, 3);

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('hunter22');
    // The mouse toggle leaves focus and the caret where they were, so typing continues in place.
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('hunXter22');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('hunXter22');
  },
};

/** Registration: the browser's password manager offers to generate and save instead of filling. */
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    required: true,
    hint: '8–32 characters, with at least one letter and one digit.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAttribute('placeholder', '* New password');
    await expect(input).toHaveAccessibleDescription('8–32 characters, with at least one letter and one digit.');
  },
};

/** Space and Enter on the toggle flip visibility and never submit the surrounding form. */
export const KeyboardToggle: Story = {
  render: (args) => (
    <form
      className="flex flex-col gap-4"
      data-testid="form"
      // Marks the DOM rather than calling a spy, so the assertion cannot see a previous story's calls.
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = 'true';
      }}
    >
      <PasswordField {...args} defaultValue="hunter22" />
      <Button type="submit">Log in</Button>
    </form>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = getInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('hunter22');
    await expect(canvas.getByTestId('form')).not.toHaveAttribute('data-submitted');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Wrong username or password.' },
  play: async ({ canvasElement }) => {
    const input = getInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Wrong username or password.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'hunter22' },
  play: async ({ canvas, canvasElement }) => {
    await expect(getInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: 'Mật khẩu', required: true, defaultValue: 'matkhau123' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = getInput(canvasElement);
    await expect(input).toHaveAttribute('placeholder', '* Mật khẩu');
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeVisible();
  },
};
