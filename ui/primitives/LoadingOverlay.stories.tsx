import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay.tsx';

const games = ['Lucky Dragon', 'Golden Tiger', 'Mega 6/45', 'Fish Hunter', 'Baccarat', 'Keno Express'];

/** A game list as the app would render it: `relative` so the overlay covers it, `aria-busy` while loading. */
function GameList({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section
      aria-label="Games"
      aria-busy={busy}
      className="relative grid max-w-[28rem] grid-cols-3 gap-space-sm border-y border-border py-space-md"
    >
      {games.map((game) => (
        <div key={game} className="flex h-20 items-end rounded-md bg-surface-sunken p-space-sm text-xs font-semibold">
          {game}
        </div>
      ))}
      {children}
    </section>
  );
}

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
  parameters: {
    docs: {
      description: {
        component:
          'Covers its positioned parent (or the viewport with `fullscreen`) and announces the label politely. The overlay does not know what it covers, so the caller sets `aria-busy` on the covered region for as long as `visible` is true, and closes the overlay in a `finally` so it never outlives the request.',
      },
    },
  },
  render: (args) => (
    <GameList busy={args.visible}>
      <LoadingOverlay {...args} />
    </GameList>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('region', { name: 'Games' })).toHaveAttribute('aria-busy', 'true');
    // It covers the list, so a tap on a game lands on the overlay instead.
    const tile = canvas.getByText('Golden Tiger');
    const { x, y, width, height } = tile.getBoundingClientRect();
    await expect(status.contains(document.elementFromPoint(x + width / 2, y + height / 2))).toBe(true);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Games' })).toHaveAttribute('aria-busy', 'false');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading games…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games…');
  },
};

export const Fullscreen: Story = {
  args: { fullscreen: true },
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('status').getBoundingClientRect();
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBe(window.innerHeight);
  },
};

/** A stand-in for the game-list call: it resolves, or fails, after a short wait. */
const fakeRequest = (fail: boolean) =>
  new Promise<void>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('Network error')) : resolve()), 300));

function RefreshingGameList(args: LoadingOverlayProps) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const refresh = async (fail: boolean) => {
    setLoading(true);
    setError(undefined);
    try {
      await fakeRequest(fail);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      // The spec: the overlay is always closed afterwards, success or not.
      setLoading(false);
    }
  };
  return (
    <div className="flex flex-col gap-space-md">
      <div className="flex gap-space-sm">
        <Button onClick={() => void refresh(false)}>Refresh games</Button>
        <Button variant="secondary" onClick={() => void refresh(true)}>
          Refresh (fails)
        </Button>
      </div>
      <GameList busy={loading}>
        <LoadingOverlay {...args} visible={loading} />
      </GameList>
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}

/** Shown for the length of a request and closed afterwards, whether it succeeded or failed. */
export const AroundARequest: Story = {
  args: { visible: false },
  render: (args) => <RefreshingGameList {...args} />,
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('region', { name: 'Games' });
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh games' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(list).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh (fails)' }));
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(await canvas.findByText('Network error')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(list).toHaveAttribute('aria-busy', 'false');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Đang tải…');
  },
};
