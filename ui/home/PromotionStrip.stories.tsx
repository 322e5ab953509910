import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { homePromotions } from '../../mocks/fixtures/home.ts';
import { PromotionStrip } from './PromotionStrip.tsx';

const promotions = homePromotions('EN');

/** At rest for the screenshot: focus dropped, every image in view loaded or fallen back. */
const settled = (canvasElement: HTMLElement) => {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  return waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img[data-slot="image"]')) {
      const box = (image.closest('ul') ?? canvasElement).getBoundingClientRect();
      const rect = image.getBoundingClientRect();
      if (rect.right <= box.left || rect.left >= box.right) continue;
      expect(['loaded', 'fallback']).toContain(image.getAttribute('data-state'));
    }
  });
};

const meta = {
  title: 'Home/PromotionStrip',
  component: PromotionStrip,
  args: { promotions, onOpen: fn(), onRetry: fn() },
  argTypes: { promotions: { table: { disable: true } } },
} satisfies Meta<typeof PromotionStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onViewAll: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
    const first = promotions[0]!;
    await expect(canvas.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="promotion-category"]')).toHaveTextContent('New players');
    await userEvent.click(canvas.getByRole('button', { name: `Details ${first.title}` }));
    await expect(args.onOpen).toHaveBeenCalledWith(first.id);
    await userEvent.click(canvas.getByRole('button', { name: 'See all' }));
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
    await settled(canvasElement);
  },
};

/** Each card is one tab stop (its Details button); the whole card is its click area. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // The two scroller buttons, the first card, then the second card.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Details ${promotions[0]!.title}` })).toHaveFocus();
    const second = promotions[1]!;
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Details ${second.title}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(second.id);

    const card = canvasElement.querySelector('[data-slot="promotion-card"]')!.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(card.x + card.width / 2, card.y + 20);
    await expect(hit).toHaveAttribute('data-slot', 'promotion-details');
    await settled(canvasElement);
  },
};

/** A category the front end does not know is printed as the platform sent it. */
export const UnknownCategory: Story = {
  args: { promotions: [{ ...promotions[0]!, category: 'Tết 2027' }, ...promotions.slice(1, 3)] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="promotion-category"]')).toHaveTextContent('Tết 2027');
    await settled(canvasElement);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Nothing to show: the section stays, titled, and says so (the home page never goes blank). */
export const Empty: Story = {
  args: { promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    await expect(canvas.getByText('No promotions running right now')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { promotions: homePromotions('VI'), onViewAll: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Khuyến mãi' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="promotion-category"]')).toHaveTextContent('Người chơi mới');
    await expect(canvas.getAllByRole('button', { name: /^Chi tiết/ })).toHaveLength(promotions.length);
    await settled(canvasElement);
  },
};

/** At 360 px one card and the edge of the next, swiped sideways. */
export const Mobile: Story = {
  render: (args) => (
    <div className="w-[360px]">
      <PromotionStrip {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="promotion-strip-list"]')!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.querySelector('[data-slot="scroller-next"]')).not.toBeVisible();
    await settled(canvasElement);
  },
};
