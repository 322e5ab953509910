import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { cn } from '../lib/cn.ts';
import { Button } from './Button.tsx';
import { Carousel } from './Carousel.tsx';

// Sample slides: token-coloured blocks with text (no network images, identical on every run).
const PROMOS = [
  { id: 'jackpot', title: 'Weekend jackpot', text: 'Win up to $50,000 on slots', tone: 'bg-brand text-brand-fg' },
  { id: 'cashback', title: '10% cashback', text: 'Every Monday on live casino', tone: 'bg-accent text-accent-fg' },
  { id: 'lottery', title: 'Lottery draw at 8 pm', text: 'Pick your numbers now', tone: 'bg-success text-success-fg' },
];

function Promo({ title, text, tone }: { title: string; text: string; tone: string }) {
  return (
    <div className={cn('flex flex-col justify-end gap-space-xs px-14 py-space-lg', tone)}>
      <p className="text-2xl font-semibold">{title}</p>
      <p className="text-sm">{text}</p>
    </div>
  );
}

const promoSlides = PROMOS.map((promo) => <Promo key={promo.id} {...promo} />);

/** Which slide the dots say is current (1-based), read the way a user would. */
/** The carousel engine loads once the browser is idle: what a user asks before it arrives is applied then; a test waits for it. */
const engineReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="carousel"]')).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });

const currentDot = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="carousel-dot"]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

/** Waits until slide n sits exactly in the viewport (the scroll animation has finished). */
const atRest = (canvasElement: HTMLElement, n: number) =>
  waitFor(
    () => {
      const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]')!.getBoundingClientRect();
      const slide = canvasElement.querySelectorAll('[data-slot="carousel-slide"]')[n - 1]!.getBoundingClientRect();
      expect(slide.left - viewport.left).toBe(0);
    },
    { timeout: 3000 },
  );

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  // Autoplay off by default: screenshots are taken after the play function, and timers are not frozen.
  args: { children: promoSlides, autoplay: false, onIndexChange: fn() },
  argTypes: { children: { table: { disable: true } }, items: { table: { disable: true } } },
  decorators: [
    (Story) => (
      <div className="max-w-[36rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await engineReady(canvasElement);
    const region = canvas.getByRole('region', { name: 'Highlights' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas.getAllByRole('group', { name: /of 3$/ });
    await expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(currentDot(canvasElement)).toBe(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('group', { name: '3 of 3' })).toHaveAttribute('data-state', 'active');
    // Back to the start without wrapping around, so the screenshot is the first slide at rest.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
    await atRest(canvasElement, 1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await engineReady(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(currentDot(canvasElement)).toBe(2);
    // Slide changes the user asked for are announced.
    await expect(canvasElement.querySelector('[data-slot="carousel-track"]')).toHaveAttribute('aria-live', 'polite');
    await atRest(canvasElement, 2);
  },
};

/** Next from the last slide is the first, previous from the first is the last. */
export const Loops: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await engineReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(currentDot(canvasElement)).toBe(3);
    await atRest(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(currentDot(canvasElement)).toBe(1);
    await atRest(canvasElement, 1);
  },
};

/** Slides as data instead of children. */
export const WithItems: Story = {
  args: {
    children: undefined,
    label: 'Promotions',
    items: PROMOS.map((promo) => ({ id: promo.id, content: <Promo {...promo} /> })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
  },
};

/** A banner strip: the slide box keeps its ratio before any image arrives. */
export const WideAspectRatio: Story = {
  args: { aspectRatio: '3 / 1' },
  play: async ({ canvas }) => {
    const { width, height } = canvas.getByRole('group', { name: '1 of 3' }).getBoundingClientRect();
    await expect(Math.round(width / height)).toBe(3);
  },
};

/** One slide: no loop, no rotation, no buttons, no dots. */
export const SingleSlide: Story = {
  args: { children: promoSlides[0], autoplay: true, autoplayMs: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'paused');
  },
};

/** Rotates by itself and stops while hovered. Timer-driven, so it has no screenshot. */
export const Autoplay: Story = {
  args: { autoplay: true, autoplayMs: 400 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await engineReady(canvasElement);
    const region = canvas.getByRole('region');
    await expect(region).toHaveAttribute('data-state', 'playing');
    // Automatic rotation is not announced.
    await expect(canvasElement.querySelector('[data-slot="carousel-track"]')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), { timeout: 3000 });

    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-state', 'paused');
    const calls = (args.onIndexChange as ReturnType<typeof fn>).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(args.onIndexChange).toHaveBeenCalledTimes(calls);

    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-state', 'playing');
  },
};

/** The pause button stops rotation for good (WCAG 2.2.2); hover and focus only pause it while they last. */
export const PauseButton: Story = {
  // A long delay: the state is asserted, nothing moves before the screenshot.
  args: { autoplay: true, autoplayMs: 60_000 },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toHaveFocus();
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-state', 'paused');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  },
};

/** Keyboard focus inside the carousel pauses it; leaving resumes. */
export const FocusPauses: Story = {
  args: { autoplay: true, autoplayMs: 60_000 },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region');
    await expect(region).toHaveAttribute('data-state', 'playing');
    await userEvent.tab();
    await expect(region).toHaveAttribute('data-state', 'paused');
    await userEvent.tab({ shift: true });
    await expect(region).toHaveAttribute('data-state', 'playing');
  },
};

/** Under `prefers-reduced-motion: reduce` there is no rotation at all, and no pause button. */
export const ReducedMotion: Story = {
  args: { autoplay: true, autoplayMs: 200 },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
          } satisfies MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'paused');
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

function ControlledCarousel({ onIndexChange }: { onIndexChange: (index: number) => void }) {
  const [index, setIndex] = useState(1);
  return (
    <div className="flex flex-col gap-space-sm">
      <Carousel
        autoplay={false}
        index={index}
        onIndexChange={(next) => {
          setIndex(next);
          onIndexChange(next);
        }}
      >
        {promoSlides}
      </Carousel>
      <div className="flex items-center gap-space-sm">
        <Button variant="secondary" size="sm" onClick={() => setIndex(2)}>
          Show the lottery
        </Button>
        <span className="text-sm text-muted">Showing promotion {index + 1}</span>
      </div>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledCarousel onIndexChange={args.onIndexChange ?? fn()} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await engineReady(canvasElement);
    await expect(currentDot(canvasElement)).toBe(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the lottery' }));
    await waitFor(() => expect(currentDot(canvasElement)).toBe(3));
    await expect(canvas.getByText('Showing promotion 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByText('Showing promotion 2')).toBeVisible();
    await atRest(canvasElement, 2);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { autoplay: true, autoplayMs: 60_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Nổi bật' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 trên 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang chiếu tiếp theo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chuyển đến trang chiếu 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tạm dừng trình chiếu' })).toBeVisible();
  },
};
