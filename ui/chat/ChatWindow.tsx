import { cva } from 'class-variance-authority';
import { ChevronUp, Maximize2, MessageCircle, Minimize2, Minus, X } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Badge } from '../primitives/Badge.tsx';
import { IconButton } from '../primitives/Button.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { Spinner } from '../primitives/Spinner.tsx';

export type ChatWindowMode = 'minimized' | 'normal' | 'enlarged';

export type ChatWindowProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** The chat page (the platform's `chatUrl`); undefined while it is being fetched, which shows the loading state. */
  url?: string;
  /** Title bar text; defaults to "Customer service". */
  title?: string;
  /** Unread messages, shown on the title bar while minimized. */
  unreadCount?: number;
  /** The chat could not be opened: true for the default message, or a translated message. */
  error?: boolean | string;
  /** Called by the error state's Retry (the iframe is reloaded too). */
  onRetry?: () => void;
  mode?: ChatWindowMode;
  defaultMode?: ChatWindowMode;
  onModeChange?: (mode: ChatWindowMode) => void;
  open?: boolean;
  /** A mounted chat window is open unless told otherwise. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

// Sizes are relative to the viewport (the containing block of a fixed box), so a 360 px phone gets a
// window that fits with a margin and no breakpoint is needed.
const windowVariants = cva(
  'fixed right-4 bottom-4 z-40 flex flex-col overflow-hidden rounded-xl border border-border bg-surface-raised text-text shadow-lg',
  {
    variants: {
      mode: {
        minimized: 'w-72 max-w-[calc(100%-2rem)]',
        normal: 'h-[min(36rem,calc(100%-2rem))] w-[min(24rem,calc(100%-2rem))]',
        enlarged: 'h-[min(56rem,calc(100%-2rem))] w-[min(48rem,calc(100%-2rem))]',
      },
    },
  },
);

// The spec's header colour #6142bf (6.9:1 with white) maps to the brand token: nearly the same purple
// in light, and lighter in dark, where the fixed hex would sink into the page (2.7:1 against it).
const titleBarVariants = cva('flex h-12 shrink-0 items-center gap-space-xs bg-brand ps-space-md pe-space-xs text-brand-fg');
const titleVariants = cva('min-w-0 flex-1 truncate text-sm font-semibold');
// The default focus colour is the brand itself, invisible on the brand bar; brand-fg is 4.5:1 against it.
const barButtonVariants = cva('focus-visible:outline-brand-fg');
const bodyVariants = cva('relative min-h-0 flex-1 bg-surface');
const frameVariants = cva('block size-full border-0 bg-surface');
const loadingVariants = cva('absolute inset-0 flex flex-col gap-space-md bg-surface p-space-md');

/**
 * The customer-service chat, embedded at the bottom-right: a title bar (minimize or restore, enlarge or
 * shrink, close) over the chat page in a sandboxed iframe. Minimizing keeps the iframe mounted, so the
 * conversation is not reloaded; closing unmounts it. Escape minimizes while focus is in the window's
 * own controls (key presses inside the cross-origin iframe never reach this page).
 */
export function ChatWindow({
  url,
  title,
  unreadCount = 0,
  error,
  onRetry,
  mode: modeProp,
  defaultMode = 'normal',
  onModeChange,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  className,
  onKeyDown,
  ...props
}: ChatWindowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const [mode, setMode] = useControllableState(modeProp, defaultMode, onModeChange);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Restoring brings back the size the player had before minimizing.
  const restoreToRef = useRef<Exclude<ChatWindowMode, 'minimized'>>('normal');
  // A retry remounts the iframe; the load flag belongs to one attempt of one URL.
  const [attempt, setAttempt] = useState(0);
  const [loadedFrame, setLoadedFrame] = useState<string>();
  const frameKey = `${attempt}:${url ?? ''}`;
  const minimized = mode === 'minimized';
  const loading = !error && loadedFrame !== frameKey;

  if (!open) return null;

  const minimize = () => {
    if (mode !== 'minimized') restoreToRef.current = mode;
    setMode('minimized');
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape delegated from the window's own buttons
    <section
      data-slot="chat-window"
      data-state={mode}
      aria-labelledby={titleId}
      className={cn(windowVariants({ mode }), className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== 'Escape' || minimized) return;
        event.preventDefault();
        minimize();
        // The body is about to hide; keep focus on the control that brings it back.
        toggleRef.current?.focus();
      }}
      {...props}
    >
      <div data-slot="chat-window-title-bar" className={titleBarVariants()}>
        <MessageCircle aria-hidden className="size-5 shrink-0" />
        <h2 id={titleId} className={titleVariants()}>
          {title ?? t('chat.title')}
        </h2>
        {minimized && <Badge count={unreadCount} label={t('chat.unread', { count: unreadCount })} />}
        <IconButton
          ref={toggleRef}
          variant="primary"
          className={barButtonVariants()}
          label={minimized ? t('chat.restore') : t('chat.minimize')}
          aria-expanded={!minimized}
          aria-controls={bodyId}
          onClick={() => (minimized ? setMode(restoreToRef.current) : minimize())}
        >
          {minimized ? <ChevronUp aria-hidden className="size-5" /> : <Minus aria-hidden className="size-5" />}
        </IconButton>
        {!minimized && (
          <IconButton
            variant="primary"
            className={barButtonVariants()}
            label={t('chat.enlarge')}
            aria-pressed={mode === 'enlarged'}
            onClick={() => setMode(mode === 'enlarged' ? 'normal' : 'enlarged')}
          >
            {mode === 'enlarged' ? <Minimize2 aria-hidden className="size-5" /> : <Maximize2 aria-hidden className="size-5" />}
          </IconButton>
        )}
        <IconButton variant="primary" className={barButtonVariants()} label={t('chat.close')} onClick={() => setOpen(false)}>
          <X aria-hidden className="size-5" />
        </IconButton>
      </div>
      <div id={bodyId} data-slot="chat-window-body" hidden={minimized} aria-busy={loading || undefined} className={bodyVariants()}>
        {error ? (
          <div className="flex h-full items-center justify-center p-space-md">
            <ErrorPanel
              className="w-full"
              message={typeof error === 'string' ? error : t('chat.error')}
              onRetry={() => {
                setAttempt((n) => n + 1);
                onRetry?.();
              }}
            />
          </div>
        ) : (
          <>
            {url && (
              <iframe
                key={frameKey}
                data-slot="chat-window-frame"
                src={url}
                title={t('chat.frameTitle')}
                // allow-scripts and allow-forms: the chat is a script app that sends messages with forms.
                // allow-same-origin: it keeps its session in its own origin's storage; safe because that
                // origin is the chat provider's, never ours (same-origin content could lift its sandbox).
                // allow-popups: links it sends (receipts, guides) open in a new tab instead of replacing the
                // chat. Not allow-top-navigation: the chat can never navigate the site away.
                // eslint-disable-next-line @eslint-react/dom-no-unsafe-iframe-sandbox -- cross-origin content, see above
                sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
                // The page address may carry a login token or referral code; the chat has no need for it.
                referrerPolicy="no-referrer"
                className={frameVariants()}
                onLoad={() => setLoadedFrame(frameKey)}
              />
            )}
            {loading && (
              <div data-slot="chat-window-loading" role="status" className={loadingVariants()}>
                <Skeleton className="h-12 w-3/4 rounded-lg" />
                <Skeleton className="h-9 w-1/2 self-end rounded-lg" />
                <Skeleton className="h-16 w-4/5 rounded-lg" />
                <p className="mt-auto flex items-center justify-center gap-space-sm text-sm text-muted">
                  <Spinner />
                  {t('chat.loading')}
                </p>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
