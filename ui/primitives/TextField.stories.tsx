import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import * as z from 'zod/mini';
import { Button } from './Button.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username', onChange: fn(), onBlur: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    startAdornment: { table: { disable: true } },
    endAdornment: { table: { disable: true } },
  },
  decorators: [
    (Story) => (
      <div className="max-w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { placeholder: 'Letters and digits' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('player01');
    await expect(input).toHaveValue('player01');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'player01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
  },
};

export const WithHint: Story = {
  args: { hint: '6–16 letters or digits.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('6–16 letters or digits.');
  },
};

/** The spec puts the asterisk on the placeholder; without a placeholder the label stands in. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('placeholder', '* Username');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toBeRequired();
  },
};

export const RequiredWithPlaceholder: Story = {
  args: { required: true, placeholder: '6–16 letters or digits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('placeholder', '* 6–16 letters or digits');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', hint: '6–16 letters or digits.', error: 'Username must be at least 6 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('6–16 letters or digits. Username must be at least 6 characters.');
    await expect(canvas.getByText('Username must be at least 6 characters.')).toBeVisible();
  },
};

export const LongErrorWraps: Story = {
  args: {
    defaultValue: 'player 01!',
    error:
      'This username contains characters that are not allowed. Use only letters a–z and digits 0–9, without spaces, accents or symbols, and make it 6 to 16 characters long.',
  },
  play: async ({ canvasElement }) => {
    const error = canvasElement.querySelector<HTMLElement>('[data-slot="field-error"]');
    await expect(error).not.toBeNull();
    // Wrapped onto several lines, never wider than the field.
    await expect(error!.scrollWidth).toBeLessThanOrEqual(error!.clientWidth);
    await expect(error!.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player01' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <TextField {...args} size="sm" label="Small" />
      <TextField {...args} size="md" label="Medium" />
      <TextField {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('textbox', { name }).closest('[data-slot="text-field-control"]')!.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([32, 40, 48]);
  },
};

/** A country-code picker before the number and a "get code" button after it, inside the same box. */
export const WithAdornments: Story = {
  args: {
    label: 'Phone number',
    name: 'phone',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    placeholder: '912 345 678',
    startAdornment: (
      <select
        aria-label="Country code"
        defaultValue="+84"
        className="h-full border-e border-border bg-transparent pe-2 text-sm font-semibold text-text"
      >
        <option value="+84">+84</option>
        <option value="+66">+66</option>
        <option value="+1">+1</option>
      </select>
    ),
    endAdornment: (
      <Button size="sm" variant="secondary" className="-me-2">
        Get code
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    // Tab order follows the visual order inside the box.
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    await userEvent.keyboard('912345678');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get code' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('912345678');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    label: 'Tên đăng nhập',
    required: true,
    hint: 'Từ 6 đến 16 chữ cái hoặc chữ số.',
    defaultValue: 'nguoichoi',
    error: 'Tên đăng nhập này đã được sử dụng, vui lòng chọn tên khác.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên đăng nhập' });
    await expect(input).toHaveAttribute('placeholder', '* Tên đăng nhập');
    await expect(canvas.getByText('Tên đăng nhập này đã được sử dụng, vui lòng chọn tên khác.')).toBeVisible();
  },
};

const usernameSchema = z.object({
  username: z
    .string()
    .check(
      z.minLength(6, 'Username must be at least 6 characters.'),
      z.maxLength(16, 'Username must be at most 16 characters.'),
      z.regex(/^[a-z0-9]+$/i, 'Use letters and digits only.'),
    ),
});
type UsernameForm = z.infer<typeof usernameSchema>;

/** @hookform/resolvers is not installed; for a flat schema, safeParse and the first issue per field are all it takes. */
function zodResolver<T extends FieldValues>(schema: z.ZodMiniType<T>): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

function UsernameFormDemo() {
  const [submitted, setSubmitted] = useState<string>();
  const { register, handleSubmit, formState } = useForm<UsernameForm>({
    resolver: zodResolver(usernameSchema),
    defaultValues: { username: '' },
  });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((values) => setSubmitted(values.username))}>
      <TextField label="Username" autoComplete="username" required error={formState.errors.username?.message} {...register('username')} />
      <Button type="submit">Create account</Button>
      {submitted && <p role="status">Submitted as {submitted}</p>}
    </form>
  );
}

/** react-hook-form + zod: an invalid submit shows the error, focuses the field and keeps what was typed. */
export const ReactHookForm: Story = {
  render: () => <UsernameFormDemo />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Username must be at least 6 characters.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Username must be at least 6 characters.');
    await expect(input).toHaveValue('abc');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('status')).toBeNull();

    await userEvent.type(input, 'def');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Submitted as abcdef');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
