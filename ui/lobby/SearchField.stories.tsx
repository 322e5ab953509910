import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField.tsx';

/** Controlled, as the lobby and the vendor popup use it: the story keeps the text. */
function Controlled(props: SearchFieldProps) {
  const [text, setText] = useState(props.text);
  return (
    <SearchField
      {...props}
      text={text}
      onTextChange={(next) => {
        setText(next);
        props.onTextChange(next);
      }}
      onClear={() => {
        setText('');
        props.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Lobby/SearchField',
  component: SearchField,
  render: (args) => <Controlled {...args} />,
  args: { text: '', slot: 'story', onTextChange: fn(), onSubmit: fn(), onClear: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search games' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    // Nothing to clear yet.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const TypeEnterAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'fortune');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('fortune');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('');
  },
};

export const WithText: Story = {
  args: { text: 'Mahjong Ways' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveValue('Mahjong Ways');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { text: 'Rồng' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Tìm trò chơi' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Tìm trò chơi' })).toHaveValue('Rồng');
    await expect(canvas.getByRole('button', { name: 'Xóa tìm kiếm' })).toBeVisible();
  },
};
