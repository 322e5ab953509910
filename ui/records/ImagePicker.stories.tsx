import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, waitFor, within, type MockInstance } from 'storybook/test';
import { proofImageMaxBytes, receiptPng } from '../../mocks/fixtures/records.ts';
import { Button } from '../primitives/Button.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { PHOTO_PREVIEWS } from '../lib/visual-parameters.ts';

const MB = 1024 * 1024;

/** A receipt photo as the browser hands it over: a File of the fixture's PNG. */
const receipt = (name: string, band?: readonly [number, number, number]) =>
  new File([receiptPng(band) as Uint8Array<ArrayBuffer>], name, { type: 'image/png', lastModified: 0 });

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** What the browser does when files are picked in its dialog: sets the input's files and fires change. */
function pick(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Object URLs handed out and revoked during a story (the spies call through). */
let created: MockInstance<typeof URL.createObjectURL>;
let revoked: MockInstance<typeof URL.revokeObjectURL>;
const watchObjectUrls = () => {
  created = spyOn(URL, 'createObjectURL');
  revoked = spyOn(URL, 'revokeObjectURL');
  return () => {
    created.mockRestore();
    revoked.mockRestore();
  };
};

/** Every preview image drawn (a screenshot must not catch one still decoding). */
/** Every preview loaded and decoded (a loaded picture can still be painted from a coarse first decode). */
async function previewsLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });
  await Promise.all([...canvasElement.querySelectorAll('img')].map((image) => image.decode()));
}

const meta = {
  title: 'Records/ImagePicker',
  component: ImagePicker,
  parameters: PHOTO_PREVIEWS,
  args: { label: 'Proof of payment', maxBytes: proofImageMaxBytes, onValueChange: fn() },
  beforeEach: watchObjectUrls,
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose two receipts: previews with their names and sizes, each with a named remove button. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Proof of payment' })).toBeVisible();
    const choose = canvas.getByRole('button', { name: 'Choose images' });
    await expect(choose).toHaveAccessibleDescription('PNG, JPG, up to 5 MB each, 3 images at most.');
    // The button opens the browser's file dialog (stubbed here: a test cannot drive it).
    const input = fileInput(canvasElement);
    const openDialog = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(choose);
    await expect(openDialog).toHaveBeenCalledTimes(1);
    openDialog.mockRestore();

    const first = receipt('transfer-1.png');
    const second = receipt('transfer-2.png', [26, 122, 58]);
    pick(input, [first, second]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([first, second]);
    const list = await canvas.findByRole('list', { name: 'Chosen images' });
    await expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['transfer-1.png', 'transfer-2.png']);
    await expect(canvas.getByText('2 of 3 chosen')).toBeVisible();
    await previewsLoaded(canvasElement);
    await expect(created).toHaveBeenCalledTimes(2);

    // Removing one revokes its preview's URL, and only that one.
    const firstUrl = within(list).getByRole('img', { name: 'transfer-1.png' }).getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove transfer-1.png' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([second]);
    await expect(revoked).toHaveBeenCalledTimes(1);
    await expect(revoked).toHaveBeenCalledWith(firstUrl);
    await expect(canvas.getByText('1 of 3 chosen')).toBeVisible();
  },
};

/** The wrong type, too big: each refused file is named with the reason; the good one is added. */
export const ErrorState: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const pdf = new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' });
    const gif = new File(['GIF89a'], 'animation.gif', { type: 'image/gif' });
    const big = new File([new Uint8Array(5 * MB + 1)], 'photo-large.png', { type: 'image/png' });
    const good = receipt('transfer.png');
    pick(fileInput(canvasElement), [pdf, gif, big, good]);
    const alert = await canvas.findByRole('alert');
    await expect([...alert.querySelectorAll('[data-slot="field-error"]')].map((p) => p.textContent)).toEqual([
      'statement.pdf was not added: only PNG, JPG images are accepted.',
      'animation.gif was not added: only PNG, JPG images are accepted.',
      'photo-large.png was not added: it is larger than 5 MB.',
    ]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([good]);
    // The messages describe the button, so they are heard from it.
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toHaveAccessibleDescription(/only PNG, JPG images are accepted/);
    await previewsLoaded(canvasElement);
  },
};

/** The limit: two chosen, two more picked; one fits, the other is refused; the full picker will not open. */
export const TooMany: Story = {
  args: { defaultValue: [receipt('transfer-1.png'), receipt('transfer-2.png', [26, 122, 58])] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = fileInput(canvasElement);
    pick(input, [receipt('transfer-3.png', [192, 38, 45]), receipt('transfer-4.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('transfer-4.png was not added: 3 images at most.');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    const choose = canvas.getByRole('button', { name: 'Choose images' });
    await expect(choose).toHaveAttribute('aria-disabled', 'true');
    const openDialog = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(choose);
    await expect(openDialog).not.toHaveBeenCalled();
    openDialog.mockRestore();
    await previewsLoaded(canvasElement);
  },
};

/** Nothing chosen yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 3 chosen')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose images' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Three receipts chosen (the most): previews in a row; by keyboard, each remove moves focus to the next. */
export const Data: Story = {
  args: {
    defaultValue: [receipt('transfer-1.png'), receipt('transfer-2.png', [26, 122, 58]), receipt('transfer-3.png', [154, 91, 0])],
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await previewsLoaded(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove transfer-1.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove transfer-2.png' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    // The last one gone: focus steps back to the one before it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove transfer-2.png' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose images' })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(revoked).toHaveBeenCalledTimes(3);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Leaving the page (the picker unmounts) revokes every preview URL it made. */
function Unmounting(args: Parameters<typeof ImagePicker>[0]) {
  const [shown, setShown] = useState(true);
  return (
    <div className="flex flex-col items-start gap-space-md">
      {shown && <ImagePicker {...args} />}
      <Button variant="secondary" onClick={() => setShown((value) => !value)}>
        {shown ? 'Close the form' : 'Open the form'}
      </Button>
    </div>
  );
}

export const RevokedOnUnmount: Story = {
  parameters: { visual: { disable: true } },
  args: { defaultValue: [receipt('transfer-1.png'), receipt('transfer-2.png', [26, 122, 58])] },
  render: (args) => <Unmounting {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await previewsLoaded(canvasElement);
    const urls = [...canvasElement.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    await expect(urls.every((url) => url?.startsWith('blob:'))).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the form' }));
    await expect(revoked.mock.calls.map(([url]) => url).sort()).toEqual([...urls].sort());
  },
};

/** The form's own message (nothing chosen for a required proof). */
export const RequiredError: Story = {
  args: { required: true, error: 'Add a photo of the transfer receipt.', hint: 'A photo or screenshot of the transfer.' },
  play: async ({ canvas }) => {
    const choose = canvas.getByRole('button', { name: 'Choose images' });
    await expect(canvas.getByRole('group', { name: 'Proof of payment' })).toHaveAttribute('data-invalid', 'true');
    await expect(choose).toHaveAccessibleDescription(
      'A photo or screenshot of the transfer. PNG, JPG, up to 5 MB each, 3 images at most. Add a photo of the transfer receipt.',
    );
  },
};

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** A phone: the previews wrap, nothing overflows. */
export const Phone: Story = {
  decorators: [phone],
  args: {
    defaultValue: [receipt('transfer-1.png'), receipt('a-very-long-file-name-from-the-phone-gallery-2026-11-20.png', [26, 122, 58])],
  },
  play: async ({ canvasElement }) => {
    await previewsLoaded(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="image-picker"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: 'Chứng từ thanh toán', defaultValue: [receipt('bien-lai.png')] },
  play: async ({ canvas, canvasElement }) => {
    const choose = canvas.getByRole('button', { name: 'Chọn ảnh' });
    await expect(choose).toHaveAccessibleDescription('PNG, JPG, mỗi ảnh tối đa 5 MB, nhiều nhất 3 ảnh.');
    await expect(canvas.getByRole('button', { name: 'Xóa bien-lai.png' })).toBeVisible();
    await expect(canvas.getByText('Đã chọn 1/3')).toBeVisible();
    pick(fileInput(canvasElement), [new File(['x'], 'ghi-chu.txt', { type: 'text/plain' })]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Chưa thêm ghi-chu.txt: chỉ nhận ảnh PNG, JPG.');
    await previewsLoaded(canvasElement);
  },
};
