import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { lobbyGames } from '../../mocks/fixtures/lobby.ts';
import { Button } from '../primitives/Button.tsx';
import { VendorGamesDialog, type VendorGamesDialogProps } from './VendorGamesDialog.tsx';

/** One vendor's games, as the popup shows them (the fixture's slots of Jili, most popular first). */
const jili = (language: 'EN' | 'VI' = 'EN') => lobbyGames(10_000, language).filter((game) => game.vassalage === 'JL');
const games = jili().slice(0, 12);

const meta = {
  title: 'Games/VendorGamesDialog',
  component: VendorGamesDialog,
  args: { defaultOpen: true, vendorName: 'Jili', games, onPlay: fn(), onSearchChange: fn(), onRetry: fn(), onOpenChange: fn() },
} satisfies Meta<typeof VendorGamesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = (canvasElement: HTMLElement, name = 'Jili games') => body(canvasElement).findByRole('dialog', { name });

/** Every mounted icon has loaded or fallen back, so a screenshot is stable. */
const imagesSettled = (dialog: HTMLElement) =>
  waitFor(() => {
    for (const image of dialog.querySelectorAll('img[data-slot="image"]'))
      expect(['loaded', 'fallback']).toContain(image.getAttribute('data-state'));
  });

/**
 * Choosing a game by keyboard: focus starts in the search box; Tab reaches the first card (after the
 * list's scroll region, a stop of its own while the list is taller than the dialog); Enter plays it.
 */
export const Ready: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Choose a game to start playing.');
    const list = within(dialog).getByRole('list', { name: 'Jili games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    const search = within(dialog).getByRole('searchbox', { name: 'Search games' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.tab();
    const region = dialog.querySelector('[data-slot="vendor-games-body"]');
    if (region?.hasAttribute('data-overflowing')) {
      await expect(region).toHaveFocus();
      await userEvent.tab();
    }
    const first = within(list).getByRole('button', { name: `Play ${games[0]!.name}` });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await expect(args.onPlay).toHaveBeenCalledWith(games[0]);
    await userEvent.click(within(list).getByRole('button', { name: `Play ${games[3]!.name}` }));
    await expect(args.onPlay).toHaveBeenLastCalledWith(games[3]);
    // No star without a favourite handler (a visitor or a trial account).
    await expect(within(dialog).queryByRole('button', { name: /^Favourite / })).toBeNull();
    await imagesSettled(dialog);
  },
};

/** The search reaches the parent trimmed, once typing pauses; Enter applies at once; × clears it. */
export const Search: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    const search = within(dialog).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(search, ' dragon ');
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('dragon'));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await userEvent.type(search, 'x{Enter}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('dragon x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await expect(args.onSearchChange).toHaveBeenCalledTimes(3);
  },
};

/** The container filters by the search: a search that matches nothing says so, naming the search. */
function Filtering(args: VendorGamesDialogProps) {
  const [search, setSearch] = useState('');
  const shown = games.filter((game) => game.name.toLowerCase().includes(search.toLowerCase()));
  return <VendorGamesDialog {...args} games={shown} onSearchChange={setSearch} />;
}

export const NoMatch: Story = {
  render: (args) => <Filtering {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search games' }), 'zzqq{Enter}');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('No games match “zzqq”.');
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { games: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading games…');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(dialog.querySelectorAll('[data-slot="game-card-skeleton"]')).toHaveLength(8);
    await expect(within(dialog).queryByRole('button', { name: /^Play / })).toBeNull();
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('This provider has no games to show right now.');
  },
};

export const ErrorWithRetry: Story = {
  args: { games: undefined, error: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('The games could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** More pages: Show more asks for the next; a failed page says so and the button retries. */
export const MorePages: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more games' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await imagesSettled(dialog);
  },
};

export const MorePagesFailed: Story = {
  args: { hasMore: true, loadMoreError: true, onLoadMore: fn() },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('More games could not be loaded.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await imagesSettled(dialog);
  },
};

/** A member's favourites pass through: the star shows the state and reports the toggle. */
function WithFavourites(args: VendorGamesDialogProps) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set([games[1]!.nodeId]));
  return (
    <VendorGamesDialog
      {...args}
      favouriteIds={ids}
      onToggleFavourite={(game, favourite) => {
        setIds((current) => {
          const next = new Set(current);
          if (favourite) next.add(game.nodeId);
          else next.delete(game.nodeId);
          return next;
        });
        args.onToggleFavourite?.(game, favourite);
      }}
    />
  );
}

export const Favourites: Story = {
  args: { onToggleFavourite: fn() },
  render: (args) => <WithFavourites {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: `Favourite ${games[1]!.name}` })).toHaveAttribute('aria-pressed', 'true');
    const star = within(dialog).getByRole('button', { name: `Favourite ${games[0]!.name}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(games[0], true);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPlay).not.toHaveBeenCalled();
    await imagesSettled(dialog);
  },
};

/** Opened from a vendor entry: Escape closes it and focus goes back to the entry. */
function FromVendorEntry(args: VendorGamesDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Jili</Button>
      <VendorGamesDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

export const EscapeReturnsFocus: Story = {
  args: { defaultOpen: false },
  render: (args) => <FromVendorEntry {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Jili' });
    await userEvent.click(trigger);
    const dialog = await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

const viGames = jili('VI').slice(0, 8);

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { games: viGames },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Trò chơi Jili');
    await expect(dialog).toHaveAccessibleDescription('Chọn một trò chơi để bắt đầu.');
    await expect(within(dialog).getByRole('searchbox', { name: 'Tìm trò chơi' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: `Chơi ${viGames[0]!.name}` })).toBeVisible();
    await expect(args.onPlay).not.toHaveBeenCalled();
    await imagesSettled(dialog);
  },
};
