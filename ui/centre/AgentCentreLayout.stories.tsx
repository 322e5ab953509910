import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { AccessNotice } from '../roles/AccessNotice.tsx';
import { AGENT_CENTRE_ITEMS, type AgentCentreItem } from './agent-centre-items.ts';
import { CentreLayout, type CentreLayoutProps } from './CentreLayout.tsx';
import type { CentreMenuEntry } from './CentreMenu.tsx';

/** The agent centre's entries in the spec's order: the eight team pages, then the four contracts. */
const ALL_PAGES = Object.keys(AGENT_CENTRE_ITEMS) as AgentCentreItem[];
const TEAM_PAGES = ALL_PAGES.slice(0, 8);

/** The frame's stories: a stand-in for the page's panel (the panels have their own stories in ui/agent). */
function SamplePanel({ page }: { page: AgentCentreItem }) {
  const { t } = useTranslation();
  const { icon: Icon, title } = AGENT_CENTRE_ITEMS[page];
  return <EmptyState data-testid="sample-panel" icon={<Icon aria-hidden />} title={t(title)} />;
}

type DemoProps = Omit<CentreLayoutProps<AgentCentreItem>, 'title' | 'entries'> & {
  /** Which pages the agent has: every one (the seeded agent's flags), or the team pages only (every contract flag off). */
  pages?: readonly AgentCentreItem[];
};

/** agent01's centre as the container builds it; choosing an entry shows its page, as the address change does in the app. */
function AgentCentreDemo({ current: initial = 'agentTeamOverview', onSelect, pages = ALL_PAGES, ...args }: DemoProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<AgentCentreItem>(initial);
  const entries: CentreMenuEntry<AgentCentreItem>[] = pages.map((id) => ({
    id,
    href: `/agent/${id}`,
    label: t(AGENT_CENTRE_ITEMS[id].title),
    icon: AGENT_CENTRE_ITEMS[id].icon,
  }));
  return (
    <CentreLayout
      {...args}
      title={t('agent.title')}
      menuLabel={t('agent.menu')}
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

const WideFrame = (Story: () => ReactNode) => <div className="w-[720px]">{Story()}</div>;
const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Centre/AgentCentreLayout',
  component: CentreLayout,
  render: (args) => <AgentCentreDemo {...(args as DemoProps)} />,
  args: { title: 'Agent centre', entries: [], current: 'agentTeamOverview', onSelect: fn(), onClose: fn(), loading: false },
  decorators: [WideFrame],
} satisfies Meta<typeof CentreLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: 'Agent centre pages', hidden: true });
const labels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Every entry (all four contract flags on), the overview in the panel; close leaves the centre. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
    const nav = menuOf(canvas);
    await expect(labels(nav)).toEqual([
      'Announcement',
      'Overview',
      'Account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Transaction details',
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Team management' }));
    await expect(args.onSelect).toHaveBeenCalledWith('agentTeamManagement');
    await expect(canvas.getByRole('region', { name: 'Team management' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(within(nav).getByRole('link', { name: 'Overview' }));
    (canvas.getByRole('heading', { level: 1 }).ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the flags call answers: skeletons in the menu and the panel, the close button already there. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('region', { name: 'Agent centre' });
    await expect(centre).toHaveAttribute('data-state', 'loading');
    await expect(within(centre).queryAllByRole('link')).toHaveLength(0);
    await expect(within(centre).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The seeded agent on its dividend page: a contract entry marked. */
export const Data: Story = {
  args: { current: 'agentDividend' },
  play: async ({ canvas }) => {
    const nav = menuOf(canvas);
    await expect(within(nav).getAllByRole('link')).toHaveLength(12);
    await expect(within(nav).getByRole('link', { name: 'Dividend' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('region', { name: 'Dividend' })).getByTestId('sample-panel')).toHaveTextContent('Dividend');
  },
};

/** Every contract flag off: the eight team pages only. */
export const FlagsOff: Story = {
  render: (args) => <AgentCentreDemo {...(args as DemoProps)} pages={TEAM_PAGES} />,
  play: async ({ canvas }) => {
    const nav = menuOf(canvas);
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    for (const name of ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary'])
      await expect(within(nav).queryByRole('link', { name })).toBeNull();
  },
};

/** A member who is not an agent: refused in words, with the way to the member centre; no menu, no panel. */
export const MemberRefused: Story = {
  args: { notice: <AccessNotice kind="agent" onBack={fn()} /> },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('region', { name: 'Agent centre' });
    await expect(centre).toHaveAttribute('data-state', 'notice');
    await expect(within(centre).getByText('Agents only')).toBeVisible();
    await expect(within(centre).getByText(/^The agent centre is for agent accounts\./)).toBeVisible();
    await expect(within(centre).getByRole('button', { name: 'Go to the member centre' })).toBeVisible();
    await expect(within(centre).queryByRole('navigation')).toBeNull();
  },
};

/** A trial account: the in_need_true_account warning. */
export const Trial: Story = {
  args: { notice: <AccessNotice kind="trial" onRegister={fn()} /> },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('region', { name: 'Agent centre' });
    await expect(within(centre).getByText(/only for registered members/)).toBeVisible();
    await expect(within(centre).getByRole('button', { name: 'Register a real account' })).toBeVisible();
    await expect(within(centre).queryByRole('navigation')).toBeNull();
  },
};

/** A visitor, once the login prompt is closed: the same words and a way in. */
export const Visitor: Story = {
  args: { notice: <AccessNotice kind="login" onLogin={fn()} onRegister={fn()} /> },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('region', { name: 'Agent centre' });
    await expect(within(centre).getByText(/^Please log in first\./)).toBeVisible();
    await expect(within(centre).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** Who the player is could not be read (member info failed): a message with Retry, never a blank frame. */
export const ErrorState: Story = {
  name: 'Error',
  args: { notice: <ErrorPanel onRetry={fn()} /> },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('region', { name: 'Agent centre' });
    await expect(within(centre).getByRole('alert')).toBeVisible();
    await expect(within(centre).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** On a phone: the page first with a back control, back shows the list, a row opens its panel. */
export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvas, userEvent, args }) => {
    const centre = canvas.getByRole('region', { name: 'Agent centre' });
    await expect(centre.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const nav = menuOf(canvas);
    await expect(nav).not.toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Overview' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the menu' }));
    await expect(nav).toBeVisible();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveFocus());
    await userEvent.click(within(nav).getByRole('link', { name: 'My income' }));
    await expect(args.onSelect).toHaveBeenCalledWith('agentMyIncome');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'My income' })).toHaveFocus());
    await expect(nav).not.toBeVisible();
  },
};

/** The phone's list, as the back control shows it. */
export const PhoneList: Story = {
  decorators: [PhoneFrame],
  args: { defaultView: 'menu' },
  play: async ({ canvas }) => {
    const nav = menuOf(canvas);
    await expect(nav).toBeVisible();
    await expect(within(nav).getAllByRole('link')).toHaveLength(12);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { current: 'agentTeamManagement' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trung tâm đại lý' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Các trang của trung tâm đại lý' });
    await expect(within(nav).getByRole('link', { name: 'Quản lý đội nhóm' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Lương thời gian thực' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đóng' })).toBeVisible();
  },
};
