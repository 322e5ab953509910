import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { bannersFor, homeBanners, manyBanners, mixedLinkageBanners } from '../../mocks/fixtures/layout.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

/** The width-to-height ratio of a slide's box, rounded to one decimal. */
const ratioOf = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return Math.round((width / height) * 10) / 10;
};

/** The screenshot waits for the first banner's pixels, not its empty box. */
const firstImageLoaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="carousel-slide"] [data-slot="image"]')).toHaveAttribute('data-state', 'loaded'),
  );

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
  title: 'Layout/BannerCarousel',
  component: BannerCarousel,
  // Rotation is off unless a story is about it: screenshots are taken after the play function.
  args: { banners: homeBanners, autoplay: false, onBannerClick: fn(), onIndexChange: fn() },
  argTypes: { banners: { control: false } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's banners: rotating every 5000 ms until paused; the alt text is the title without its group prefix. */
export const Playground: Story = {
  args: { autoplay: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Featured promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region).toHaveAttribute('data-state', 'playing');
    await expect(canvas.getAllByRole('group', { name: /of 4$/ })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Welcome bonus 100%' })).toBeVisible();
    // The first banner is the page's largest paint: first in line, painted with its slide; the rest wait.
    const [first, ...rest] = canvasElement.querySelectorAll('[data-slot="carousel-slide"] [data-slot="image"]');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('decoding', 'sync');
    for (const image of rest) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).not.toHaveAttribute('fetchpriority');
    }

    // The dots row is as tall as the skeleton's (24px), pause button and all: nothing below moves.
    await expect(canvas.getByRole('group', { name: 'Choose a slide' }).parentElement!.getBoundingClientRect().height).toBe(24);

    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-state', 'paused');
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await firstImageLoaded(canvasElement);
  },
};

/** One banner: no loop, no rotation, no arrows, dots or pause button; only the banner itself is a button. */
export const Single: Story = {
  args: { banners: homeBanners.slice(0, 1), autoplay: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'paused');
    await expect(canvas.getAllByRole('button')).toEqual([canvas.getByRole('button', { name: 'Welcome bonus 100%' })]);
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await firstImageLoaded(canvasElement);
  },
};

/** Ten banners (home, promotions, slots): the dots still fit, and next from the last wraps to the first. */
export const Many: Story = {
  args: { banners: manyBanners },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getAllByRole('group', { name: /of 10$/ })).toHaveLength(10);
    // The carousel engine loads after the first paint; its moves are checked once it is there.
    // The engine loads once the browser is idle (at most 2 s on a busy page).
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="carousel"]')).toHaveAttribute('data-ready', 'true'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 10' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await atRest(canvasElement, 1);
    await firstImageLoaded(canvasElement);
  },
};

/** The skeleton has the banner's box and the dots row, so nothing below moves when banners arrive. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="banner-carousel"]')!;
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading banners…')).toHaveClass('sr-only');
    await expect(ratioOf(canvasElement.querySelector('[data-slot="banner-skeleton"]')!)).toBe(4);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** No banners for the page: nothing at all, not an empty frame. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="banner-carousel"]')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/**
 * The fishing page: a game banner (a button: click, Enter and Space hand it back) and a banner with
 * no linkage (a picture, not a button).
 */
export const LinkageClick: Story = {
  args: { banners: mixedLinkageBanners },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const game = canvas.getByRole('button', { name: 'Ocean King' });
    await userEvent.click(game);
    await expect(args.onBannerClick).toHaveBeenCalledTimes(1);
    await expect(args.onBannerClick).toHaveBeenLastCalledWith(
      expect.objectContaining({
        bannerId: mixedLinkageBanners[0]!.bannerId,
        linkageType: 'G',
        redirect: 'GAME',
        vendor: 'JDB',
        gameType: 'FISH',
      }),
    );

    game.blur();
    await userEvent.tab();
    await expect(game).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onBannerClick).toHaveBeenCalledTimes(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    const second = canvas.getByRole('group', { name: '2 of 2' });
    await expect(within(second).getByRole('img', { name: 'Fishing weekend' })).toBeInTheDocument();
    await expect(within(second).queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="banner-link"]')).toHaveLength(1);
    await atRest(canvasElement, 2);
    await waitFor(() => expect(within(second).getByRole('img')).toHaveAttribute('data-state', 'loaded'));
  },
};

/** The image fails twice: a neutral placeholder with the same name fills the same box, still a button. */
export const ImageFails: Story = {
  args: { banners: [{ ...homeBanners[0]!, url: 'data:image/png;base64,broken' }] },
  play: async ({ canvas, canvasElement }) => {
    // The <img> is replaced by the placeholder element once the retry has failed too.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image-placeholder"]')).toHaveAccessibleName('Welcome bonus 100%'));
    await expect(canvas.getByRole('button', { name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(ratioOf(canvas.getByRole('group', { name: '1 of 1' }))).toBe(4);
  },
};

/** The platform answers banners in the site's language: the Vietnamese home banners. */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { banners: bannersFor('w_home', 'VI'), autoplay: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Khuyến mãi nổi bật' });
    await expect(canvas.getByRole('group', { name: '1 trên 4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tạm dừng trình chiếu' }));
    await userEvent.unhover(region);
    await expect(canvas.getByRole('button', { name: 'Phát trình chiếu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang chiếu tiếp theo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thưởng chào mừng 100%' })).toBeVisible();
    await firstImageLoaded(canvasElement);
  },
};

/**
 * At phone width the box is a taller 3:1 crop that keeps the art's left side (headline and call to
 * action), and the arrows give way to swiping and the dots so they do not cover the headline.
 */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(ratioOf(canvas.getByRole('group', { name: '1 of 4' }))).toBe(3);
    await expect(canvas.getByRole('button', { name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toBeVisible();
    await firstImageLoaded(canvasElement);
  },
};
