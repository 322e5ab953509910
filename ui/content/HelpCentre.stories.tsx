import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { helpCategories, STORY_TIME_ZONE } from '../../mocks/fixtures/content.ts';
import { HelpCentre } from './HelpCentre.tsx';

const meta = {
  title: 'Content/HelpCentre',
  component: HelpCentre,
  args: {
    categories: helpCategories('EN'),
    timeZone: STORY_TIME_ZONE,
    onValueChange: fn(),
    onOpenArticlesChange: fn(),
    onQueryChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a topic shows its articles; an article opens and closes from its button (Enter and Space too). */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Getting started' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawals' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('WITHDRAWAL');
    const panel = canvas.getByRole('tabpanel', { name: 'Withdrawals' });
    await expect(panel).toBeVisible();

    const trigger = canvas.getByRole('button', { name: 'How to withdraw' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenArticlesChange).toHaveBeenLastCalledWith([301]);
    const region = canvas.getByRole('region', { name: 'How to withdraw' });
    await expect(region).toBeVisible();
    await expect(region).toHaveTextContent(/Updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    // Single mode: opening another article closes the first.
    const limits = canvas.getByRole('button', { name: 'Withdrawal limits and processing times' });
    await userEvent.click(limits);
    await expect(limits).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    limits.focus();
    await userEvent.keyboard('{Enter}');
    await expect(limits).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(limits).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(limits).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Withdrawal limits and processing times' })).toBeNull();
  },
};

/** The side list: Left/Right (Radix) and Up/Down (side column) move between topics and select them. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search help articles' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: 'Getting started' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const deposits = canvas.getByRole('tab', { name: 'Deposits' });
    await expect(deposits).toHaveFocus();
    await expect(deposits).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('DEPOSIT');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    await expect(canvas.getByRole('tab', { name: 'Privacy policy' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // Tab reaches the panel, then its first article.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Getting started' })).toHaveFocus();
    await userEvent.tab();
    const article = canvas.getByRole('button', { name: 'How do I create an account?' });
    await expect(article).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(article).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Searching runs over every topic's titles, without diacritics; Escape or the clear button brings the topics back. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search help articles' });
    await userEvent.type(search, 'withdraw');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('withdraw');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 articles match “withdraw”');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'How to withdraw Withdrawals' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Game wallets and transfers/ })).toBeNull();

    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(canvas.getByRole('tablist', { name: 'Help topics' })).toBeVisible();

    await userEvent.type(search, 'jackpot');
    await expect(canvas.getByText('No articles match “jackpot”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse all topics' }));
    await expect(search).toHaveValue('');
    await expect(canvas.getByRole('tablist', { name: 'Help topics' })).toBeVisible();

    await userEvent.type(search, 'deposit');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');

    // Results stay open to read: the match list keeps the accordion.
    await userEvent.type(search, 'limits');
    const result = canvas.getByRole('button', { name: 'Withdrawal limits and processing times Withdrawals' });
    await userEvent.click(result);
    await expect(canvas.getByRole('region', { name: 'Withdrawal limits and processing times' })).toBeVisible();
  },
};

/** Deep link to an article, several open at once: the rich text shows through SafeHtml. */
export const OpenArticle: Story = {
  args: { defaultValue: 'WITHDRAWAL', defaultOpenArticles: [301], multiple: true },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
    const region = canvas.getByRole('region', { name: 'How to withdraw' });
    await expect(region).toBeVisible();
    await expect(region.querySelector('[data-slot="safe-html"]')).not.toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirming that you received a withdrawal' }));
    // Multiple mode: both stay open.
    await expect(canvas.getByRole('button', { name: 'How to withdraw' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Confirming that you received a withdrawal' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[data-slot="help-article"][data-state="open"]')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { categories: undefined, loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no help articles yet.')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { categories: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Vietnamese topics and articles; the search ignores diacritics ("rut tien" finds "Rút tiền"). */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { categories: helpCategories('VI') },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Chủ đề trợ giúp' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Bắt đầu' })).toHaveAttribute('aria-selected', 'true');
    const search = canvas.getByRole('searchbox', { name: 'Tìm bài viết trợ giúp' });
    await userEvent.type(search, 'rut tien');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('bài viết khớp với “rut tien”'));
    await expect(canvas.getByRole('button', { name: 'Cách rút tiền Rút tiền' })).toBeVisible();
    await userEvent.clear(search);
  },
};

/** 360 px wide: the topics become a sideways-scrolling row above the articles. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultOpenArticles: [101] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Help topics' });
    await expect(getComputedStyle(list).flexDirection).toBe('row');
    await expect(canvas.getByRole('region', { name: 'How do I create an account?' })).toBeVisible();
    // Touch targets: at least 40 px tall.
    await expect(canvas.getByRole('tab', { name: 'Getting started' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};
