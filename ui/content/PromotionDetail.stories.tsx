import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { applicationPromotion, hostileAnnouncement, promotionWithStatus, STORY_TIME_ZONE } from '../../mocks/fixtures/content.ts';
import { PromotionDetail } from './PromotionDetail.tsx';

const meta = {
  title: 'Content/PromotionDetail',
  component: PromotionDetail,
  args: { promotion: promotionWithStatus('JOIN'), timeZone: STORY_TIME_ZONE, onAction: fn(), onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof PromotionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header image has loaded (a data: URI), so screenshots never catch it half-way. */
async function heroLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'loaded'));
}

/** A promotion joined in one tap: Join calls onAction('join'); Back calls onBack. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await heroLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'PG Soft mission week: 188,000 VND a day' })).toBeVisible();
    await expect(canvas.getByText('Slots')).toBeVisible();
    await expect(canvas.getByText(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join now' }));
    await expect(args.onAction).toHaveBeenCalledWith('join', args.promotion);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to promotions' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Joining goes through the activity application: the button says Apply and the keyboard reaches it. */
export const Apply: Story = {
  args: { promotion: applicationPromotion() },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await heroLoaded(canvasElement);
    await expect(canvas.getByText(/Send an application with a comment and up to 3 images/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back to promotions' })).toHaveFocus();
    await userEvent.tab();
    const apply = canvas.getByRole('button', { name: 'Apply now' });
    await expect(apply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('apply', args.promotion);
  },
};

/** A reward waiting: Claim, and while the request runs the button spins and ignores clicks. */
export const Claim: Story = {
  args: { promotion: promotionWithStatus('CLAIM'), actionPending: true },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await heroLoaded(canvasElement);
    const claim = canvas.getByRole('button', { name: /Claim reward/ });
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(claim);
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(canvas.getByText('Your reward is ready to claim.')).toBeVisible();
  },
};

/** Applied and under review: the button reports the state and does nothing. */
export const Applying: Story = {
  args: { promotion: promotionWithStatus('APPLYING') },
  play: async ({ canvas, args, canvasElement }) => {
    await heroLoaded(canvasElement);
    const applied = canvas.getByRole('button', { name: 'Applied' });
    await expect(applied).toBeDisabled();
    await expect(canvas.getByText(/Your application is being reviewed/)).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Rejected: the reason shows and the player may apply again. */
export const Rejected: Story = {
  args: { promotion: promotionWithStatus('REJECTED') },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await heroLoaded(canvasElement);
    await expect(canvas.getByText(/Reason: The date of birth on the ID could not be read/)).toBeVisible();
    await expect(canvas.getByText(/– No expiry$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply again' }));
    await expect(args.onAction).toHaveBeenCalledWith('apply', args.promotion);
  },
};

/** Ended: no action, and it says so. */
export const Closed: Story = {
  args: { promotion: promotionWithStatus('CLOSE') },
  play: async ({ canvas, canvasElement }) => {
    await heroLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ended' })).toBeDisabled();
    await expect(canvas.getByText('This promotion has ended.')).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: { promotion: promotionWithStatus('COMING_SOON') },
  play: async ({ canvas, canvasElement }) => {
    await heroLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    await expect(canvas.getByText(/^This promotion starts on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  },
};

/** The states that only report progress: each maps to its label, with the button disabled. */
export const ProgressStatuses: Story = {
  // Five full pages run far past the screenshot viewport; they differ only in the action card, which the
  // play checks and the single-status stories (Applying, Closed...) show.
  parameters: { visual: { disable: true } },
  render: (args) => (
    <div className="flex flex-col gap-space-xl">
      {(['PROCESS', 'JOINED', 'SIGNED', 'ISSUED', 'CLAIMED'] as const).map((status) => (
        <PromotionDetail key={status} {...args} promotion={promotionWithStatus(status)} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['In progress', 'Joined', 'Checked in', 'Reward issued', 'Claimed']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('article')
          .every((article) => article.querySelector('[data-slot="image"]')?.getAttribute('data-state') === 'loaded'),
      ).toBe(true),
    );
  },
};

/**
 * The fake platform's hostile announcement HTML as a promotion body: the text shows, nothing runs,
 * and no script, event handler or javascript: link reaches the DOM.
 */
export const HostileContent: Story = {
  args: { promotion: { ...promotionWithStatus('JOIN'), content: hostileAnnouncement().content } },
  play: async ({ canvas, canvasElement }) => {
    await heroLoaded(canvasElement);
    await expect(canvas.getByText(/Please ignore this item/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript:" i]')).toBeNull();
    await expect(canvas.getByText('Open the details')).not.toHaveAttribute('href');
  },
};

/** A promotion without a header image: a placeholder keeps the 8:3 box. */
export const LongTextNoImage: Story = {
  args: {
    promotion: {
      ...promotionWithStatus('JOIN'),
      imageUrl: null,
      title:
        'Mega weekend festival: deposit, play any slot, live casino or sports market and share a 5,000,000,000 VND prize pool with every other player',
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="image-placeholder"]')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/prize pool with every other player/);
  },
};

export const Loading: Story = {
  args: { promotion: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back to promotions' })).toBeVisible();
  },
};

/** The id in the address matches no promotion. */
export const NotFound: Story = {
  args: { promotion: undefined, notFound: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Promotion not found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to promotions' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Same as NotFound from the list's point of view: an empty answer. */
export const Empty: Story = {
  args: { promotion: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This promotion does not exist or is no longer available.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { promotion: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { promotion: promotionWithStatus('REJECTED', 'VI') },
  play: async ({ canvas, canvasElement }) => {
    await heroLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quà sinh nhật VIP đến 8.888.000 VND' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đăng ký lại' })).toBeEnabled();
    await expect(canvas.getByText(/Không thời hạn/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quay lại khuyến mãi' })).toBeVisible();
  },
};

/** 360 px wide: the action becomes a full-width button under its note. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { promotion: applicationPromotion() },
  play: async ({ canvas, canvasElement }) => {
    await heroLoaded(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply now' });
    const card = canvasElement.querySelector('[data-slot="promotion-action"]')!;
    await expect(Math.round(apply.getBoundingClientRect().width)).toBeGreaterThanOrEqual(
      Math.round(card.getBoundingClientRect().width) - 40,
    );
  },
};
