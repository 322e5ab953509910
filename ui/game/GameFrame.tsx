import { cva } from 'class-variance-authority';
import { ArrowLeft, Maximize, Minimize, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button, IconButton } from '../primitives/Button.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Spinner } from '../primitives/Spinner.tsx';

export interface GameFrameProps {
  /** The provider's game page, already checked by the app (https, another origin). */
  src?: string;
  /** The provider's second line (game_url2): a "Line 2" switch appears when given. */
  altSrc?: string;
  /** The game's name: the heading and the iframe's accessible name. */
  title: string;
  /** The launch is under way (no address yet). */
  loading?: boolean;
  /** A translated message shown instead of the game. */
  error?: string;
  /** Shown as Retry on the error. */
  onRetry?: () => void;
  onBack?: () => void;
  /** At the toolbar's end: the clock and session time where no header shows them (the bare game routes). */
  toolbarEnd?: ReactNode;
  className?: string;
}

/**
 * The game may only run on another origin than the page: with allow-same-origin, a same-origin page
 * could lift its own sandbox (security-and-reliability.md section 3). The app checks the address
 * before it gets here; this is the second lock. about:blank is inert and lets stories stay offline.
 */
function frameKind(src: string): 'web' | 'blank' | 'refused' {
  try {
    const url = new URL(src);
    if (url.protocol === 'about:') return url.pathname === 'blank' ? 'blank' : 'refused';
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== window.location.origin ? 'web' : 'refused';
  } catch {
    return 'refused';
  }
}

/** Fullscreen on the frame's own box, so the toolbar (Back, Reload) stays reachable in it. */
function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(ref.current !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);
  const toggle = () => {
    // Refusals (no user gesture, a policy) just leave the page as it is.
    if (active) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  };
  return { active, available: typeof document !== 'undefined' && document.fullscreenEnabled, toggle };
}

const frameVariants = cva(
  'flex min-h-0 flex-col overflow-hidden rounded-lg border border-border bg-surface text-text [&:fullscreen]:rounded-none [&:fullscreen]:border-0',
);
const toolbarVariants = cva('flex h-12 shrink-0 items-center gap-space-xs border-b border-border bg-surface-raised px-space-xs');
const switchTrackVariants = cva('relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors', {
  variants: { on: { true: 'border-brand bg-brand', false: 'border-border-strong bg-surface-sunken' } },
});
const switchKnobVariants = cva('absolute size-3.5 rounded-full transition-transform', {
  variants: { on: { true: 'translate-x-[1.125rem] bg-brand-fg', false: 'translate-x-0.5 bg-border-strong' } },
});

/**
 * A third-party game in a sandboxed iframe under a toolbar: Back, the game's name, Line 2 (when the
 * provider gave a second address), Reload (a fresh iframe) and Fullscreen. While the launch runs, and
 * until the game page has loaded, a status covers the frame; an error replaces it, with Retry.
 */
export function GameFrame({ src, altSrc, title, loading = false, error, onRetry, onBack, toolbarEnd, className }: GameFrameProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const [line2, setLine2] = useState(false);
  // Reload remounts the iframe; the load flag belongs to one attempt of one address.
  const [attempt, setAttempt] = useState(0);
  const [loadedFrame, setLoadedFrame] = useState<string>();
  const activeSrc = line2 && altSrc ? altSrc : src;
  const frameKey = `${attempt}:${activeSrc ?? ''}`;
  const kind = activeSrc === undefined ? undefined : frameKind(activeSrc);
  const message = error ?? (!loading && kind === 'refused' ? t('game.frame.refused') : undefined);
  const showFrame = message === undefined && !loading && activeSrc !== undefined;
  // about:blank loads during React's commit, where its load event is dropped (react#6541): nothing to wait for.
  const busy = message === undefined && (!showFrame || (kind !== 'blank' && loadedFrame !== frameKey));

  return (
    <section ref={frameRef} data-slot="game-frame" aria-label={title} className={cn(frameVariants(), className)}>
      <div data-slot="game-frame-toolbar" className={toolbarVariants()}>
        {onBack && (
          <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden className="size-4" />} onClick={onBack}>
            {t('game.frame.back')}
          </Button>
        )}
        <h1 className="min-w-0 flex-1 truncate px-space-xs text-sm font-semibold" title={title}>
          {title}
        </h1>
        {altSrc && (
          <button
            type="button"
            role="switch"
            aria-checked={line2}
            data-slot="game-frame-line"
            disabled={loading || message !== undefined}
            onClick={() => setLine2((on) => !on)}
            className="inline-flex h-8 items-center gap-space-xs rounded-md px-2 text-sm text-text hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span aria-hidden className={switchTrackVariants({ on: line2 })}>
              <span className={switchKnobVariants({ on: line2 })} />
            </span>
            {t('game.frame.line2')}
          </button>
        )}
        <IconButton size="sm" label={t('game.frame.reload')} disabled={!showFrame} onClick={() => setAttempt((n) => n + 1)}>
          <RotateCw aria-hidden className="size-4" />
        </IconButton>
        {fullscreen.available && (
          <IconButton
            size="sm"
            label={fullscreen.active ? t('game.frame.exitFullscreen') : t('game.frame.fullscreen')}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? <Minimize aria-hidden className="size-4" /> : <Maximize aria-hidden className="size-4" />}
          </IconButton>
        )}
        {toolbarEnd}
      </div>
      <div data-slot="game-frame-body" aria-busy={busy || undefined} className="relative min-h-0 flex-1 bg-surface-sunken">
        {message !== undefined ? (
          <div className="flex h-full items-center justify-center overflow-y-auto p-space-md">
            <ErrorPanel className="w-full max-w-md" message={message} onRetry={onRetry} />
          </div>
        ) : (
          <>
            {showFrame && (
              <iframe
                key={frameKey}
                data-slot="game-frame-iframe"
                src={activeSrc}
                title={title}
                // allow-scripts, allow-forms: the game is a script app with forms (login, bets).
                // allow-same-origin: it keeps its session in its own origin's storage; safe only because that
                // origin is never ours (checked by the app and again above).
                // allow-popups(+to-escape-sandbox): rules, history and cashier windows must work unsandboxed.
                // allow-top-navigation-by-user-activation: a "back to lobby" click may leave; nothing else may.
                // allow-pointer-lock: fishing and shooter games. No modals, downloads or orientation lock.
                // eslint-disable-next-line @eslint-react/dom-no-unsafe-iframe-sandbox -- cross-origin content, see above
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-pointer-lock"
                // Fullscreen and sound are delegated; camera, microphone, geolocation and payment are not.
                allow="fullscreen; autoplay"
                // The page address may carry a login token or a referral code; the provider needs neither.
                referrerPolicy="no-referrer"
                className="block size-full border-0"
                onLoad={() => setLoadedFrame(frameKey)}
              />
            )}
            {busy && (
              <div
                data-slot="game-frame-loading"
                role="status"
                className="absolute inset-0 flex flex-col items-center justify-center gap-space-sm bg-surface-sunken text-sm text-muted"
              >
                <Spinner className="size-6" />
                {t('game.frame.loading')}
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
