import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { lobbyGames } from '../../mocks/fixtures/lobby.ts';
import { HeaderClock } from '../safer-play/HeaderClock.tsx';
import { GameFrame } from './GameFrame.tsx';

/** The exact set of security-and-reliability.md section 3 (desktop web: no orientation lock, no modals). */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-pointer-lock';

const [slot] = lobbyGames(1, 'EN');
const [slotVi] = lobbyGames(1, 'VI');
const GAME = slot!.name;

/** The page gives the frame the height below the header; a fixed box stands in for it. */
const inPage: Decorator = (Story) => (
  <div className="flex h-[480px] flex-col">
    <Story />
  </div>
);

/**
 * The test browser's frame may not allow fullscreen; every story sees it available, so the toolbar is
 * the same everywhere (and the Fullscreen story fakes the browser's part).
 */
function fullscreenAvailable() {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
  return () => {
    delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
  };
}

const meta = {
  title: 'Games/GameFrame',
  component: GameFrame,
  args: { title: GAME, src: 'about:blank', onBack: fn(), onRetry: fn() },
  decorators: [inPage],
  beforeEach: fullscreenAvailable,
} satisfies Meta<typeof GameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLIFrameElement>('[data-slot="game-frame-iframe"]');
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="game-frame-loading"]')).toBeNull());
};

/** The launch is running: a status covers the frame, nothing is loaded and there is nothing to reload. */
export const Loading: Story = {
  args: { src: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the game…');
    await expect(canvasElement.querySelector('[data-slot="game-frame-body"]')).toHaveAttribute('aria-busy', 'true');
    await expect(frameOf(canvasElement)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reload game' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { level: 1, name: GAME })).toBeInTheDocument();
  },
};

/** Launched: the sandboxed iframe with the exact token set, no referrer, fullscreen and sound delegated. */
export const Launched: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: GAME })).toBeInTheDocument();
    const frame = frameOf(canvasElement)!;
    await expect(frame).toHaveAttribute('title', GAME);
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('sandbox', SANDBOX);
    await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="game-frame-body"]')).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('switch')).toBeNull();

    // Reload gives a fresh iframe (the game starts over), not the same element.
    await userEvent.click(canvas.getByRole('button', { name: 'Reload game' }));
    await waitFor(() => expect(frameOf(canvasElement)).not.toBe(frame));
    await expect(frame.isConnected).toBe(false);
    await loaded(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Where no header shows (/seamless): the clock, the session time and the 18+ link at the toolbar's end. */
export const WithClock: Story = {
  args: {
    toolbarEnd: (
      <HeaderClock
        className="px-space-xs"
        now={new Date(Date.UTC(2026, 10, 27, 7, 5, 9))}
        sessionStartedAt={new Date(Date.UTC(2026, 10, 27, 6, 0, 0))}
        timeZone="Asia/Ho_Chi_Minh"
        responsibleGamingHref="/responsibleGaming"
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const clock = canvas.getByRole('group', { name: 'Clock' });
    await expect(clock).toHaveTextContent('14:05:09 GMT+7');
    await expect(within(clock).getByRole('timer')).toHaveTextContent('01:05:09');
    await expect(within(clock).getByRole('link', { name: /^18\+ only/ })).toHaveAttribute('href', '/responsibleGaming');
    await loaded(canvasElement);
  },
};

/** The provider gave a second line: the switch moves the frame to it and back. */
export const WithAltLine: Story = {
  args: { altSrc: 'about:blank#line-2' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const line = canvas.getByRole('switch', { name: 'Line 2' });
    await expect(line).toHaveAttribute('aria-checked', 'false');
    await expect(frameOf(canvasElement)).toHaveAttribute('src', 'about:blank');
    await userEvent.click(line);
    await expect(line).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(frameOf(canvasElement)).toHaveAttribute('src', 'about:blank#line-2'));
    await expect(frameOf(canvasElement)).toHaveAttribute('sandbox', SANDBOX);
    await userEvent.click(line);
    await expect(line).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(frameOf(canvasElement)).toHaveAttribute('src', 'about:blank'));
    await loaded(canvasElement);
  },
};

/** Keyboard: Back, Line 2, Reload and Fullscreen are Tab stops in that order; Space and Enter work them. */
export const Keyboard: Story = {
  args: { altSrc: 'about:blank#line-2' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await loaded(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    const line = canvas.getByRole('switch', { name: 'Line 2' });
    await expect(line).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(line).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload game' })).toHaveFocus();
    const frame = frameOf(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(frameOf(canvasElement)).not.toBe(frame));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/**
 * Fullscreen asks for the frame's own box (so the toolbar stays), and the label follows the browser's
 * state. The browser's part is faked: a test frame may not enter fullscreen.
 */
export const Fullscreen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="game-frame"]')!;
    const enter = fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => box });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    const exit = fn(async () => {
      delete (document as { fullscreenElement?: Element | null }).fullscreenElement;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    box.requestFullscreen = enter;
    document.exitFullscreen = exit;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
      await expect(enter).toHaveBeenCalledOnce();
      const leave = await canvas.findByRole('button', { name: 'Exit full screen' });
      await userEvent.click(leave);
      await expect(exit).toHaveBeenCalledOnce();
      await canvas.findByRole('button', { name: 'Full screen' });
    } finally {
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    }
  },
};

/** A failed launch: the message replaces the game, Retry asks the page to launch again. */
export const ErrorWithRetry: Story = {
  args: { src: undefined, error: 'Your previous game has not finished yet. Please wait a moment, then try again.' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your previous game has not finished yet.');
    await expect(frameOf(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reload game' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const LONG_ERROR =
  'This game is under maintenance. The provider is upgrading its servers and every table of this game is closed until the work is finished; your balance is safe and any open round will be settled. Please try again later or choose another game from the lobby.';

/** A long message wraps inside the frame; nothing spills out sideways. */
export const LongError: Story = {
  args: { src: undefined, error: LONG_ERROR, title: `${GAME} — ${GAME} — ${GAME}` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LONG_ERROR);
    const body = canvasElement.querySelector<HTMLElement>('[data-slot="game-frame-body"]')!;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
    // The long title is cut to one line in the toolbar; its full text stays available.
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('title', `${GAME} — ${GAME} — ${GAME}`);
    await expect(heading.getBoundingClientRect().height).toBeLessThan(32);
  },
};

/** Second lock: an address on the page's own origin is never framed, even if the app let it through. */
export const SameOriginRefused: Story = {
  args: { src: `${window.location.origin}/fake-game.html?game=JL0001` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This game address cannot be opened here. Please contact customer service.');
    await expect(frameOf(canvasElement)).toBeNull();
  },
};

export const Vietnamese: Story = {
  args: { title: slotVi!.name, altSrc: 'about:blank#line-2' },
  globals: { locale: 'VI' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Đường truyền 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tải lại trò chơi' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Toàn màn hình' })).toBeInTheDocument();
    await expect(frameOf(canvasElement)).toHaveAttribute('title', slotVi!.name);
    await expect(frameOf(canvasElement)).toHaveAttribute('sandbox', SANDBOX);
    await loaded(canvasElement);
  },
};

export const VietnameseLoading: Story = {
  args: { title: slotVi!.name, src: undefined, loading: true },
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải trò chơi…');
  },
};
