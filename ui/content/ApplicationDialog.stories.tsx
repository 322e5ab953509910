import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { applicationPromotion } from '../../mocks/fixtures/content.ts';
import { receiptPng } from '../../mocks/fixtures/records.ts';
import { ApplicationDialog, type ApplicationDialogProps, type ApplicationValues } from './ApplicationDialog.tsx';
import { PHOTO_PREVIEWS } from '../lib/visual-parameters.ts';

const MB = 1024 * 1024;
const promotion = { id: applicationPromotion('EN').id, title: applicationPromotion('EN').title };

/** A screenshot as the browser hands it over: a File of the fixture's PNG. */
const screenshot = (name: string, band?: readonly [number, number, number]) =>
  new File([receiptPng(band) as Uint8Array<ArrayBuffer>], name, { type: 'image/png', lastModified: 0 });
/** A file of a given size and type (its bytes are never read: the picker refuses it first). */
const sized = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type, lastModified: 0 });

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

/** What the browser does when files are picked in its dialog: sets the input's files and fires change. */
function pick(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Every preview image drawn (a screenshot must not catch one still decoding). */
const previewsLoaded = (dialog: HTMLElement) =>
  waitFor(() => {
    for (const image of dialog.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });

/** The platform's answer: the first send is refused (already applied), as the container reports it. */
function Refusing(props: ApplicationDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <ApplicationDialog
      {...props}
      refusal={refusal}
      onSubmit={(values: ApplicationValues) => {
        props.onSubmit(values);
        setRefusal('You have already applied for this promotion.');
      }}
    />
  );
}

const meta = {
  title: 'Content/ApplicationDialog',
  component: ApplicationDialog,
  parameters: PHOTO_PREVIEWS,
  args: { promotion, onOpenChange: fn(), onSubmit: fn(), onOpenActivities: fn() },
} satisfies Meta<typeof ApplicationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comment with its counter and two screenshots with previews; one removed; sent with what is left. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Apply for the promotion' });
    await expect(within(dialog).getByText(promotion.title)).toBeVisible();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await expect(comment).toHaveAccessibleDescription('0 / 140 characters');
    await userEvent.type(comment, 'x1250 on Fortune Gems 🎉');
    // The emoji is one character, as a reader counts it.
    await expect(comment).toHaveAccessibleDescription('23 / 140 characters');
    const first = screenshot('win-1.png');
    const second = screenshot('win-2.png', [26, 122, 58]);
    pick(fileInput(dialog), [first, second]);
    const list = await within(dialog).findByRole('list', { name: 'Chosen images' });
    await expect(within(list).getAllByRole('img')).toHaveLength(2);
    await previewsLoaded(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove win-2.png' }));
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: 'x1250 on Fortune Gems 🎉', images: [first] });
  },
};

/** A 6 MB image, a GIF and a fourth image are refused in words; the three good ones stay. */
export const RefusedImages: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Apply for the promotion' });
    pick(fileInput(dialog), [sized('huge.png', 'image/png', 6 * MB), sized('dance.gif', 'image/gif', 1024)]);
    const problems = await within(dialog).findAllByRole('alert');
    await expect(problems[0]).toHaveTextContent('huge.png was not added: it is larger than 5 MB.');
    await expect(problems[0]).toHaveTextContent('dance.gif was not added: only PNG, JPG images are accepted.');
    pick(fileInput(dialog), [screenshot('a.png'), screenshot('b.png'), screenshot('c.png'), screenshot('d.png')]);
    await waitFor(() => expect(within(dialog).getByText('d.png was not added: 3 images at most.')).toBeVisible());
    await expect(within(dialog).getByText('3 of 3 chosen')).toBeVisible();
    await previewsLoaded(dialog);
  },
};

/** Past 140 characters the counter and the message say so, and nothing is sent. */
export const CommentTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Apply for the promotion' });
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await userEvent.click(comment);
    await userEvent.paste('a'.repeat(141));
    await expect(comment).toHaveAccessibleDescription('141 / 140 characters The comment is limited to 140 characters.');
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal in words above the buttons; the comment stays as typed. */
export const Refusal: Story = {
  render: (args) => <Refusing {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Apply for the promotion' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Second try');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('You have already applied for this promotion.'));
    await expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('Second try');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** While sending the button is busy and the fields are locked. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Apply for the promotion' });
    await expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /Send application/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Received: the dialog says so and offers My activities. */
export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Application sent' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('It is under review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open My activities' }));
    await expect(args.onOpenActivities).toHaveBeenCalledTimes(1);
  },
};

export const Vietnamese: Story = {
  args: { promotion: { id: promotion.id, title: applicationPromotion('VI').title } },
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Đăng ký khuyến mãi' });
    await expect(within(dialog).getByRole('textbox', { name: 'Ghi chú' })).toHaveAccessibleDescription('0 / 140 ký tự');
    pick(fileInput(dialog), [sized('lon.png', 'image/png', 6 * MB)]);
    await waitFor(() => expect(within(dialog).getByText('Chưa thêm lon.png: ảnh lớn hơn 5 MB.')).toBeVisible());
  },
};
