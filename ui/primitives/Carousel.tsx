import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  Children,
  useCallback,
  isValidElement,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { whenIdle } from '../lib/lazy-part.ts';
import { IconButton } from './Button.tsx';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Live `prefers-reduced-motion: reduce`, so turning it on mid-slideshow stops the slideshow. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

type EmblaApi = EmblaCarouselType;

/**
 * Embla, loaded when the browser is first idle rather than with the page: until it arrives the track shows
 * the first slide as a plain row (the same picture), and what the user asks of it meanwhile
 * (`whenReady`) waits for `takePending`, once the caller listens to it. A new option set or rotation
 * rebuilds it.
 */
function useLazyEmbla(options: EmblaOptionsType, autoplayMs: number | null) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const pendingRef = useRef<((api: EmblaApi) => void)[]>([]);
  const { loop, watchDrag, startIndex } = options;
  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaApi | undefined;
    let cancelled = false;
    // Once the first screen is built and painted: the banner is often the page's largest paint, it needs
    // no engine, and what the user asks of the carousel meanwhile waits for it (whenReady).
    const cancelLoad = whenIdle(() => {
      void Promise.all([import('embla-carousel'), autoplayMs === null ? undefined : import('embla-carousel-autoplay')]).then(
        ([{ default: Embla }, autoplay]) => {
          if (cancelled) return;
          const plugins = autoplay
            ? [autoplay.default({ delay: autoplayMs!, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false })]
            : [];
          instance = Embla(viewport, { loop, watchDrag, startIndex }, plugins);
          setApi(instance);
        },
      );
    });
    return () => {
      cancelled = true;
      cancelLoad();
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, loop, watchDrag, startIndex, autoplayMs]);
  const whenReady = (run: (api: EmblaApi) => void) => (api ? run(api) : pendingRef.current.push(run));
  const takePending = useCallback(() => pendingRef.current.splice(0), []);
  return [setViewport, api, whenReady, takePending] as const;
}

export interface CarouselItem {
  id: string;
  content: ReactNode;
}

export type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Each child is one slide. */
  children?: ReactNode;
  /** Slides as data, instead of children. */
  items?: readonly CarouselItem[];
  /** Accessible name of the carousel region (defaults to "Highlights"). */
  label?: string;
  /** Every slide's box, fixed before images load so nothing shifts. */
  aspectRatio?: number | string;
  /** Rotates automatically unless the user prefers reduced motion. */
  autoplay?: boolean;
  autoplayMs?: number;
  /** The selected slide, 0-based (controlled). */
  index?: number;
  /** The first slide shown, 0-based (uncontrolled). */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
};

/**
 * A slideshow (embla) following the WAI-ARIA carousel pattern: a labelled region of "n of m" slides,
 * previous/next and slide-picker buttons, and rotation that stops while hovered or keyboard-focused,
 * on request (pause button) and entirely under reduced motion. One slide: no loop, no rotation, no controls.
 */
export function Carousel({
  className,
  children,
  items,
  label,
  aspectRatio = '16 / 9',
  autoplay = true,
  autoplayMs = 5000,
  index,
  defaultIndex = 0,
  onIndexChange,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: CarouselProps) {
  const { t } = useTranslation();
  const slides = items
    ? items.map((item) => ({ key: item.id, content: item.content }))
    : // Slides given as children need stable keys and a count; toArray supplies both.
      // eslint-disable-next-line @eslint-react/no-children-to-array
      Children.toArray(children).map((child, i) => ({ key: (isValidElement(child) ? child.key : null) ?? String(i), content: child }));
  const count = slides.length;
  const multiple = count > 1;

  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const rotates = autoplay && multiple && !reducedMotion;
  const playing = rotates && !pausedByUser && !hovered && !keyboardFocused;

  // Embla only re-initialises when options or plugins change, so the start index is read once.
  const [startIndex] = useState(() => Math.min(Math.max(index ?? defaultIndex, 0), Math.max(count - 1, 0)));
  const [selected, setSelected] = useState(startIndex);
  const [viewportRef, api, whenReady, takePending] = useLazyEmbla(
    { loop: multiple, watchDrag: multiple, startIndex },
    rotates ? autoplayMs : null,
  );

  const reportIndex = useEffectEvent((next: number) => onIndexChange?.(next));
  const syncPlaying = useEffectEvent(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
  });

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const next = api.selectedScrollSnap();
      setSelected(next);
      reportIndex(next);
    };
    const onReInit = () => setSelected(api.selectedScrollSnap());
    // The autoplay plugin restarts itself when a drag ends; re-apply hover, focus and the pause button.
    const onPointerUp = () => syncPlaying();
    api.on('select', onSelect).on('reInit', onReInit).on('pointerUp', onPointerUp);
    // What the user asked before the engine arrived, now that its moves are heard.
    for (const run of takePending()) run(api);
    return () => {
      api.off('select', onSelect).off('reInit', onReInit).off('pointerUp', onPointerUp);
    };
  }, [api, takePending]);

  useEffect(() => {
    syncPlaying();
  }, [api, playing]);

  useEffect(() => {
    if (api && index !== undefined && index !== api.selectedScrollSnap()) api.scrollTo(index, reducedMotion);
  }, [api, index, reducedMotion]);

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus stops rotation (WAI-ARIA carousel); a mouse click on a button is covered by hover.
    if (event.target.matches(':focus-visible')) setKeyboardFocused(true);
    onFocus?.(event);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setKeyboardFocused(false);
    onBlur?.(event);
  };

  return (
    <section
      data-slot="carousel"
      data-state={playing ? 'playing' : 'paused'}
      data-ready={api ? 'true' : undefined}
      aria-roledescription={t('widgets.carouselRole')}
      aria-label={label ?? t('widgets.carousel')}
      className={cn('flex flex-col gap-space-sm', className)}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={handleFocus}
      onBlur={handleBlur}
      {...props}
    >
      <div className="relative">
        <div data-slot="carousel-viewport" ref={viewportRef} className="overflow-hidden rounded-lg">
          {/* Announce slide changes the user asked for, not every automatic rotation. A layer of its own from
              the start (the engine moves it with a 3D transform): the slides draw the same before and after it. */}
          <div data-slot="carousel-track" className="flex transform-gpu touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
            {slides.map((slide, i) => (
              <div
                key={slide.key}
                data-slot="carousel-slide"
                data-state={i === selected ? 'active' : 'inactive'}
                role="group"
                aria-roledescription={t('widgets.slideRole')}
                aria-label={t('widgets.slideOf', { n: i + 1, total: count })}
                className="grid min-w-0 shrink-0 grow-0 basis-full overflow-hidden"
                style={{ aspectRatio }}
              >
                {slide.content}
              </div>
            ))}
          </div>
        </div>
        {multiple && (
          <>
            <IconButton
              data-slot="carousel-previous"
              label={t('widgets.previousSlide')}
              variant="secondary"
              size="sm"
              className="absolute top-1/2 left-space-sm -translate-y-1/2 rounded-pill shadow-md"
              onClick={() => whenReady((ready) => ready.scrollPrev(reducedMotion))}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </IconButton>
            <IconButton
              data-slot="carousel-next"
              label={t('widgets.nextSlide')}
              variant="secondary"
              size="sm"
              className="absolute top-1/2 right-space-sm -translate-y-1/2 rounded-pill shadow-md"
              onClick={() => whenReady((ready) => ready.scrollNext(reducedMotion))}
            >
              <ChevronRight aria-hidden className="size-5" />
            </IconButton>
          </>
        )}
      </div>
      {multiple && (
        <div className="flex items-center justify-center gap-space-xs">
          <div data-slot="carousel-dots" role="group" aria-label={t('widgets.slidePicker')} className="flex items-center">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                data-slot="carousel-dot"
                data-state={i === selected ? 'active' : 'inactive'}
                aria-label={t('widgets.goToSlide', { n: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                // A 24px target around an 8px dot (WCAG 2.5.8).
                className="group grid size-6 place-items-center rounded-pill focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus"
                onClick={() => whenReady((ready) => ready.scrollTo(i, reducedMotion))}
              >
                <span className="h-2 w-2 rounded-pill bg-border-strong transition-[width,background-color] group-data-[state=active]:w-5 group-data-[state=active]:bg-brand group-data-[state=inactive]:group-hover:bg-muted" />
              </button>
            ))}
          </div>
          {rotates && (
            <IconButton
              data-slot="carousel-rotation"
              label={pausedByUser ? t('widgets.playSlideshow') : t('widgets.pauseSlideshow')}
              size="sm"
              onClick={() => setPausedByUser((paused) => !paused)}
            >
              {pausedByUser ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            </IconButton>
          )}
        </div>
      )}
    </section>
  );
}
