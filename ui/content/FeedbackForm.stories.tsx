import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackForm, type FeedbackFormProps, type FeedbackValues } from './FeedbackForm.tsx';

// The fake platform's bounds (system.contract.ts FEEDBACK_WORDS_MIN / MAX).
const WORDS = { wordsMin: 3, wordsMax: 300 };

/** The platform's answer: refused once (as the container words it), then thanked. */
function Answering(props: FeedbackFormProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  return (
    <FeedbackForm
      {...props}
      refusal={refusal}
      sent={sent}
      onSubmit={(values: FeedbackValues) => {
        props.onSubmit(values);
        if (refusal === null) setRefusal('Your feedback could not be sent. Check your connection and try again.');
        else setSent(true);
      }}
      onWriteAnother={() => setSent(false)}
    />
  );
}

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Content/FeedbackForm',
  component: FeedbackForm,
  args: { ...WORDS, onSubmit: fn(), onWriteAnother: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six question types of the spec, a word count as the content grows, and the values sent. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const type = canvas.getByRole('combobox', { name: /Question type/ });
    await expect(
      within(type)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual(['Deposit', 'Withdrawal', 'Game', 'Customer service', 'Application', 'Other']);
    await userEvent.selectOptions(type, 'WITHDRAWAL');
    const content = canvas.getByRole('textbox', { name: /Content/ });
    await expect(content).toHaveAccessibleDescription('0 words (3 to 300)');
    await userEvent.type(content, '  My withdrawal is still processing.  ');
    await expect(content).toHaveAccessibleDescription('5 words (3 to 300)');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ questionType: 'WITHDRAWAL', content: 'My withdrawal is still processing.' });
  },
};

/** Nothing chosen and nothing written: both said in words, nothing sent. */
export const EmptyContent: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Content/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByText('Content cannot be empty.')).toBeVisible();
    await expect(canvas.getByText('Choose a question type.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Content/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Words are counted, not characters: one long word is too few, 301 short ones too many; the text stays. */
export const WordLimits: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Question type/ }), 'GAME');
    const content = canvas.getByRole('textbox', { name: /Content/ });
    await userEvent.click(content);
    await userEvent.paste('x'.repeat(200));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByText('Feedback content must be between 3 and 300 words.')).toBeVisible();
    await userEvent.clear(content);
    await userEvent.paste('slow '.repeat(301));
    await expect(content).toHaveAccessibleDescription('301 words (3 to 300)');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByText('Feedback content must be between 3 and 300 words.')).toBeVisible();
    await expect(content).toHaveValue('slow '.repeat(301));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal keeps what was typed; the next try is thanked, and another can be written. */
export const RefusalThenThanks: Story = {
  render: (args) => <Answering {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Question type/ }), 'DEPOSIT');
    await userEvent.type(canvas.getByRole('textbox', { name: /Content/ }), 'My deposit is not credited.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Your feedback could not be sent.'));
    await expect(canvas.getByRole('textbox', { name: /Content/ })).toHaveValue('My deposit is not credited.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Thank you for your feedback'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** While sending the button is busy and the fields are locked. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Content/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Send feedback/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The thank-you. */
export const Thanks: Story = {
  args: { sent: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for your feedback');
    await userEvent.click(canvas.getByRole('button', { name: 'Write another' }));
    await expect(args.onWriteAnother).toHaveBeenCalledTimes(1);
  },
};

/** A visitor may leave a contact; it is sent trimmed. */
export const Visitor: Story = {
  args: { askContact: true },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Question type/ }), 'APPLICATION');
    await userEvent.type(canvas.getByRole('textbox', { name: /Content/ }), 'The Android app closes on start.');
    await userEvent.type(canvas.getByRole('textbox', { name: /Contact/ }), ' lan@example.test ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      questionType: 'APPLICATION',
      content: 'The Android app closes on start.',
      contact: 'lan@example.test',
    });
  },
};

/** On a phone nothing overflows. */
export const Phone: Story = {
  args: { askContact: true },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="feedback-form"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Vietnamese counts its syllables as words, as it writes them. */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    const content = canvas.getByRole('textbox', { name: /Nội dung/ });
    await userEvent.type(content, 'Rút tiền chậm quá');
    await expect(content).toHaveAccessibleDescription('4 từ (3 đến 300)');
    await userEvent.clear(content);
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi góp ý' }));
    await expect(canvas.getByText('Nội dung không được để trống.')).toBeVisible();
  },
};
