import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PvpRoomsDialog, type PvpRoomView } from './PvpRoomsDialog.tsx';

/** Rooms as GLS2_roomList answers them for one game (the fake platform's tiers: min bet × 50 = max bet). */
const rooms: PvpRoomView[] = [
  { roomId: '17030001', name: 'Tien Len · Beginner', minBet: 1_000, maxBet: 50_000, players: 2, maxPlayers: 4 },
  { roomId: '17030002', name: 'Tien Len · Intermediate', minBet: 5_000, maxBet: 250_000, players: 4, maxPlayers: 4 },
  { roomId: '17030003', name: 'Tien Len · Advanced', minBet: 20_000, maxBet: 1_000_000, players: 0, maxPlayers: 4 },
  { roomId: '17030004', name: 'Tien Len · VIP', minBet: 500_000, maxBet: null, players: 1, maxPlayers: null },
];

const meta = {
  title: 'Games/PvpRoomsDialog',
  component: PvpRoomsDialog,
  args: { defaultOpen: true, gameName: 'Tien Len', rooms, onJoin: fn(), onRetry: fn(), onOpenChange: fn() },
} satisfies Meta<typeof PvpRoomsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name = 'Tien Len: choose a room') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Stakes in the locale's money format, seats taken of seats; a full table shows Full instead of Join. */
export const Rooms: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Pick a table whose stakes suit you.');
    const items = within(within(dialog).getByRole('list', { name: 'Rooms of Tien Len' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Bet ₫1,000 – ₫50,000');
    await expect(items[0]).toHaveTextContent('2/4 players');
    await expect(items[2]).toHaveTextContent('Bet ₫20,000 – ₫1,000,000');
    // No maximum and no seat count: the minimum alone and the players seated.
    await expect(items[3]).toHaveTextContent('Minimum bet ₫500,000');
    await expect(items[3]).toHaveTextContent('1 player');
    await expect(within(items[1]!).getByText('Full')).toBeVisible();
    await expect(within(items[1]!).queryByRole('button')).toBeNull();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab goes through the open rooms' Join buttons (the full one has none); Enter joins. */
export const JoinByKeyboard: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    const beginner = within(dialog).getByRole('button', { name: 'Join Tien Len · Beginner' });
    await waitFor(() => expect(beginner).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Join Tien Len · Advanced' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await expect(args.onJoin).toHaveBeenCalledWith('17030003');
    await userEvent.click(beginner);
    await expect(args.onJoin).toHaveBeenLastCalledWith('17030001');
  },
};

/** Another brand's currency (taka): its symbol and its minor unit. */
export const OtherCurrency: Story = {
  globals: { currency: 'BDT' },
  args: { rooms: rooms.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('listitem')).toHaveTextContent('Bet ৳1,000.00 – ৳50,000.00');
  },
};

export const Loading: Story = {
  args: { rooms: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading rooms…');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /^Join / })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('No rooms are open for this game right now.');
  },
};

export const ErrorWithRetry: Story = {
  args: { rooms: undefined, error: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('The rooms could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** Vietnamese: translated labels and Vietnamese money grouping (dots for thousands, a comma for decimals). */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    gameName: 'Tiến Lên Miền Nam',
    rooms: [
      { roomId: '17030003', name: 'Tiến Lên Miền Nam · Cao Cấp', minBet: 20_000, maxBet: 1_000_000, players: 3, maxPlayers: 4 },
      { roomId: '17030002', name: 'Tiến Lên Miền Nam · Trung Cấp', minBet: 5_000, maxBet: 250_000, players: 4, maxPlayers: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Tiến Lên Miền Nam: chọn phòng');
    const items = within(dialog).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Cược 20.000 ₫ – 1.000.000 ₫');
    await expect(items[0]).toHaveTextContent('3/4 người chơi');
    await expect(within(dialog).getByRole('button', { name: 'Vào phòng Tiến Lên Miền Nam · Cao Cấp' })).toBeVisible();
    await expect(within(items[1]!).getByText('Đã đủ người')).toBeVisible();
  },
};
