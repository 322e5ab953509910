import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { memberCentreMenu } from '../../mocks/fixtures/centre.ts';
import { CentreMenu, type CentreMenuEntry, type CentreMenuProps } from './CentreMenu.tsx';
import { MEMBER_CENTRE_ITEMS } from './member-centre-items.ts';

/** member01's menu as the app builds it: each page's icon and translated title, its address, the missions badge. */
function MemberMenu(args: Omit<CentreMenuProps, 'entries' | 'label'>) {
  const { t } = useTranslation();
  const entries: CentreMenuEntry[] = memberCentreMenu('member').map(({ id, href, count }) => ({
    id,
    href,
    label: t(MEMBER_CENTRE_ITEMS[id].title),
    icon: MEMBER_CENTRE_ITEMS[id].icon,
    count,
    countLabel: count === undefined ? undefined : t('centre.openMissions', { count }),
  }));
  return <CentreMenu {...args} label={t('centre.memberMenu')} entries={entries} />;
}

const meta = {
  title: 'Centre/CentreMenu',
  component: CentreMenu,
  render: (args) => <MemberMenu {...args} />,
  args: { label: 'Member centre pages', entries: [], current: 'securityCenter', onSelect: fn(), loading: false },
  // The column width the centre gives its menu.
  decorators: [(Story) => <div className="w-60 rounded-lg border border-border bg-surface-raised">{Story()}</div>],
} satisfies Meta<typeof CentreMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation landmark holding a list of links; the page shown is aria-current; Tab and Enter choose. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Member centre pages' });
    const list = within(nav).getByRole('list');
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(15);
    await expect(links[0]).toHaveAccessibleName('My account');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).toHaveAttribute('href', '/member/securityCenter');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(within(nav).queryByRole('link', { name: 'Transfer to upline' })).toBeNull();
    // Keyboard: Tab walks the rows in order, Enter chooses one.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('depositv2');
  },
};

/** The open missions as a counter on the missions entry, part of the link's name. */
export const MissionsBadge: Story = {
  args: { current: 'missionLeaderboard' },
  play: async ({ canvas }) => {
    const missions = canvas.getByRole('link', { name: /^Missions \d+ open missions?$/ });
    await expect(missions).toHaveAttribute('aria-current', 'page');
    await expect(missions.querySelector('[data-slot="centre-menu-count"]')).toBeVisible();
  },
};

/** Until the calls deciding the entries answer: skeleton rows, busy, nothing to choose yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Member centre pages' });
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await expect(nav.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(nav).getByText('Loading…')).toBeInTheDocument();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { current: 'withdraw' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Các trang của trung tâm thành viên' });
    await expect(within(nav).getByRole('link', { name: 'Rút tiền' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /^Nhiệm vụ \d+ nhiệm vụ đang mở$/ })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Trung tâm phần thưởng' })).toBeVisible();
  },
};
