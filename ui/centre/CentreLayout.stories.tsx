import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { memberCentreMenu } from '../../mocks/fixtures/centre.ts';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { AccessNotice } from '../roles/AccessNotice.tsx';
import { CentreLayout, type CentreLayoutProps } from './CentreLayout.tsx';
import type { CentreMenuEntry } from './CentreMenu.tsx';
import { MEMBER_CENTRE_ITEMS, type MemberCentreItem } from './member-centre-items.ts';

/** The frame's stories: a stand-in for the page's panel (the panels have their own stories in ui/member). */
function SamplePanel({ page }: { page: MemberCentreItem }) {
  const { t } = useTranslation();
  const { icon: Icon, title } = MEMBER_CENTRE_ITEMS[page];
  return <EmptyState data-testid="sample-panel" icon={<Icon aria-hidden />} title={t(title)} />;
}

type DemoProps = Omit<CentreLayoutProps<MemberCentreItem>, 'title' | 'entries'>;

/** member01's centre as the container builds it; choosing an entry shows its page, as the address change does in the app. */
function MemberCentreDemo({ current: initial = 'securityCenter', onSelect, ...args }: DemoProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<MemberCentreItem>(initial);
  const entries: CentreMenuEntry<MemberCentreItem>[] = memberCentreMenu('member').map(({ id, href, count }) => ({
    id,
    href,
    label: t(MEMBER_CENTRE_ITEMS[id].title),
    icon: MEMBER_CENTRE_ITEMS[id].icon,
    count,
    countLabel: count === undefined ? undefined : t('centre.openMissions', { count }),
  }));
  return (
    <CentreLayout
      {...args}
      title={t('centre.memberTitle')}
      menuLabel={t('centre.memberMenu')}
      entries={entries}
      current={current}
      onSelect={(id) => {
        setCurrent(id);
        onSelect?.(id);
      }}
    >
      <SamplePanel page={current} />
    </CentreLayout>
  );
}

/** Wide enough (720 px) for the menu column beside the panel: the centre decides by its own width. */
const WideFrame = (Story: () => ReactNode) => <div className="w-[720px]">{Story()}</div>;
/** A phone's 360 px. */
const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Centre/CentreLayout',
  component: CentreLayout,
  render: (args) => <MemberCentreDemo {...(args as DemoProps)} />,
  args: { title: 'Member centre', entries: [], current: 'securityCenter', onSelect: fn(), onClose: fn(), loading: false },
  decorators: [WideFrame],
} satisfies Meta<typeof CentreLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu, also while a phone's panel hides it. */
const menuOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: 'Member centre pages', hidden: true });

/** The menu column beside the chosen page's panel; the close button leaves the centre. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const centre = canvas.getByRole('region', { name: 'Member centre' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
    const nav = menuOf(canvas);
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    const panel = canvas.getByRole('region', { name: 'My account' });
    await expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(nav.getBoundingClientRect().right);
    // Wide: no back control, the menu stays in view and keeps focus after a choice.
    await expect(canvas.queryByRole('button', { name: 'Back to the menu' })).toBeNull();
    const deposit = within(nav).getByRole('link', { name: 'Deposit' });
    await userEvent.click(deposit);
    await expect(args.onSelect).toHaveBeenCalledWith('depositv2');
    await expect(canvas.getByRole('region', { name: 'Deposit' })).toBeVisible();
    await expect(deposit).toHaveAttribute('aria-current', 'page');
    await expect(deposit).toHaveFocus();
    await userEvent.click(within(centre).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Until the calls deciding the menu answer: skeletons in the menu and the panel, busy, no way in yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('region', { name: 'Member centre' });
    await expect(centre).toHaveAttribute('data-state', 'loading');
    await expect(within(centre).queryAllByRole('link')).toHaveLength(0);
    await expect(within(centre).getAllByText('Loading…')).toHaveLength(2);
    await expect(within(centre).queryByRole('heading', { level: 2 })).toBeNull();
    await expect(within(centre).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** member01's centre once loaded, on the missions page: the badge counts the open missions. */
export const MemberData: Story = {
  args: { current: 'missionLeaderboard' },
  play: async ({ canvas }) => {
    const nav = menuOf(canvas);
    await expect(within(nav).getAllByRole('link')).toHaveLength(15);
    await expect(within(nav).getByRole('link', { name: /^Missions \d+ open missions?$/ })).toHaveAttribute('aria-current', 'page');
    const panel = canvas.getByRole('region', { name: 'Missions' });
    await expect(within(panel).getByTestId('sample-panel')).toHaveTextContent('Missions');
  },
};

/** A trial account (isAgent 4): the in_need_true_account warning with its in_increase_submit button; no menu, no panel. */
export const TrialRefusal: Story = {
  args: { notice: <AccessNotice kind="trial" onRegister={fn()} /> },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('region', { name: 'Member centre' });
    await expect(centre).toHaveAttribute('data-state', 'notice');
    await expect(within(centre).getByText(/only for registered members/)).toBeVisible();
    await expect(within(centre).getByRole('button', { name: 'Register a real account' })).toBeVisible();
    await expect(within(centre).queryByRole('navigation')).toBeNull();
    await expect(within(centre).queryByTestId('sample-panel')).toBeNull();
  },
};

/** A visitor, once the login prompt is closed: the same words and a way in, never a blank page. */
export const VisitorLogin: Story = {
  args: { notice: <AccessNotice kind="login" onLogin={fn()} onRegister={fn()} /> },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('region', { name: 'Member centre' });
    await expect(within(centre).getByText(/^Please log in first\./)).toBeVisible();
    await expect(within(centre).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(within(centre).queryByRole('navigation')).toBeNull();
  },
};

/** On a phone the page opened shows first with a back control; back shows the menu as a list; a row opens its panel. */
export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvas, userEvent, args }) => {
    const centre = canvas.getByRole('region', { name: 'Member centre' });
    await expect(centre.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const nav = menuOf(canvas);
    await expect(nav).not.toBeVisible();
    await expect(canvas.getByRole('region', { name: 'My account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the menu' }));
    // The list: full width, list-height rows, focus on the page the player was on.
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'My account' })).toBeNull();
    const current = within(nav).getByRole('link', { name: 'My account' });
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(canvas.queryByRole('button', { name: 'Back to the menu' })).toBeNull();
    // A row opens its panel, with the back control, and focus on the panel's heading.
    await userEvent.click(within(nav).getByRole('link', { name: 'Withdraw' }));
    await expect(args.onSelect).toHaveBeenCalledWith('withdraw');
    await expect(nav).not.toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: 'Withdraw' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Back to the menu' })).toBeVisible();
    await expect(centre).toHaveAttribute('data-view', 'panel');
    // Keyboard: back, then Enter on a row.
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the menu' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Withdraw' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('personalHistoryCopy');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Betting record' })).toHaveFocus());
  },
};

/** The phone's list itself, as the back control shows it. */
export const PhoneList: Story = {
  decorators: [PhoneFrame],
  args: { defaultView: 'menu' },
  play: async ({ canvas }) => {
    const nav = menuOf(canvas);
    await expect(nav).toBeVisible();
    await expect(within(nav).getAllByRole('link')).toHaveLength(15);
    await expect(canvas.queryByRole('region', { name: 'My account' })).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { current: 'withdraw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trung tâm thành viên' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Các trang của trung tâm thành viên' });
    await expect(within(nav).getByRole('link', { name: 'Rút tiền' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('region', { name: 'Rút tiền' })).toBeVisible();
    await expect(canvas.getByTestId('sample-panel')).toHaveTextContent('Rút tiền');
    await expect(canvas.getByRole('button', { name: 'Đóng' })).toBeVisible();
  },
};
