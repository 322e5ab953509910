import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { menuCategories } from '../../mocks/fixtures/menu.ts';
import { VendorTabs, type LobbyVendor, type VendorTabsProps } from './VendorTabs.tsx';

type VendorCard = (typeof menuCategories)[number]['vendors'][number];

/** The platform's vendor card as the lobby passes it in: display name, small icon, hot flag. */
const toLobbyVendor = (card: VendorCard): LobbyVendor => ({
  vassalage: card.vassalage,
  name: card.displayName ?? card.vassalage,
  iconSrc: card.smallIcon ?? undefined,
  hot: card.isHot,
});

const vendorsOf = (gameCategory: string) =>
  menuCategories.find((category) => category.gameCategory === gameCategory)!.vendors.map(toLobbyVendor);

/** Fishing: four vendors, one hot; fits a tablet-wide row. */
const fish = vendorsOf('FISH');
/** Live casino: five vendors, two of them hot. */
const live = vendorsOf('LIVE');
/** Slots: eleven vendors, more than a phone (or a narrow column) can show. */
const rng = vendorsOf('RNG');

/** Focus dropped and every icon in view loaded or fallen back, for the screenshot. */
const settled = (canvasElement: HTMLElement) => {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  return waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img[data-slot="image"]')) {
      expect(['loaded', 'fallback']).toContain(image.getAttribute('data-state'));
    }
  });
};

const scroller = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="tabs-list-scroller"]')!;

/** Whether the element lies wholly inside the row's visible part. */
const inView = (canvasElement: HTMLElement, element: HTMLElement) => {
  const box = scroller(canvasElement).getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  return rect.left >= box.left - 1 && rect.right <= box.right + 1;
};

/** The lobby owns the selection: a click or Enter changes it here and calls back. */
function ControlledVendorTabs(props: VendorTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VendorTabs
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Lobby/VendorTabs',
  component: VendorTabs,
  args: { vendors: live, value: undefined, onValueChange: fn(), label: 'Game providers' },
  argTypes: { vendors: { table: { disable: true } } },
  render: (args) => (
    <div className="w-[44rem] max-w-full">
      <ControlledVendorTabs {...args} />
    </div>
  ),
} satisfies Meta<typeof VendorTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All first and selected, then one tab per vendor; the row fits, so no scroll buttons. */
export const Default: Story = {
  args: { vendors: fish },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: 'Game providers' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs).toHaveLength(fish.length + 1);
    await expect(tabs[0]).toHaveAccessibleName('All');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveAccessibleName('Jili Hot');
    await expect(tabs[2]).toHaveAccessibleName('JDB');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    await expect(scroller(canvasElement).scrollWidth).toBe(scroller(canvasElement).clientWidth);
    await expect(canvasElement.querySelector('[data-slot="vendor-tabs-next"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="vendor-tabs-previous"]')).toBeNull();
    await settled(canvasElement);
  },
};

/** A click selects the vendor (its vassalage comes back); All goes back to undefined. */
export const SelectByClick: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const sa = canvas.getByRole('tab', { name: 'SA Gaming' });
    await userEvent.click(sa);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SA');
    await expect(sa).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    // Clicking the selected tab again changes nothing.
    await userEvent.click(sa);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined);
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await settled(canvasElement);
  },
};

/** Tab lands on the selected tab; arrows and Home/End only move focus; Enter or Space selects. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    await expect(tabs.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(live[1]!.vassalage);
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(live[0]!.vassalage);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    // Arrows wrap: from All back to the last vendor.
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(tabs.at(-1)).toHaveFocus();
    // Tab leaves the row in one step (roving tabindex).
    await userEvent.tab();
    await expect(canvas.queryAllByRole('tab').some((tab) => tab === document.activeElement)).toBe(false);
  },
};

const marked: LobbyVendor[] = [
  { ...live[0]!, hot: true },
  { ...live[1]!, hot: false, maintenance: true },
  { ...live[2]!, hot: true, maintenance: true },
  // No icon from the platform: the drawn fallback keeps the tab's size.
  { vassalage: 'XG', name: 'Xtreme Gaming', hot: false },
];

/** Hot and maintenance marks are words in the tab's name; a vendor under maintenance can still be chosen. */
export const HotAndMaintenance: Story = {
  args: { vendors: marked },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const hot = canvas.getByRole('tab', { name: 'Evolution Hot' });
    await expect(within(hot).getByText('Hot')).toBeVisible();
    const maintenance = canvas.getByRole('tab', { name: 'SA Gaming Maintenance' });
    await expect(within(maintenance).getByText('Maintenance')).toBeVisible();
    await expect(maintenance).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: 'Sexy Casino Hot Maintenance' })).toBeVisible();
    await userEvent.click(maintenance);
    await expect(args.onValueChange).toHaveBeenCalledWith('SA');
    await expect(maintenance).toHaveAttribute('aria-selected', 'true');
    const noIcon = canvas.getByRole('tab', { name: 'Xtreme Gaming' });
    await expect(noIcon.querySelector('[data-slot="vendor-tab-fallback"]')).toBeVisible();
    await expect(noIcon.getBoundingClientRect().height).toBe(hot.getBoundingClientRect().height);
    await settled(canvasElement);
  },
};

/** Eleven slot vendors in a phone-wide column: edge buttons scroll the row; they are not in the tab order or the accessibility tree. */
export const ManyVendors: Story = {
  args: { vendors: rng },
  render: (args) => (
    <div className="w-80">
      <ControlledVendorTabs {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const row = scroller(canvasElement);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(canvasElement.querySelector('[data-slot="vendor-tabs-previous"]')).toBeNull();
    const next = canvasElement.querySelector<HTMLElement>('[data-slot="vendor-tabs-next"]')!;
    await expect(next).toBeVisible();
    await expect(next).toHaveAttribute('aria-hidden', 'true');
    await expect(next).toHaveAttribute('tabindex', '-1');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);

    await userEvent.click(next);
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(100));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="vendor-tabs-previous"]')).toBeVisible());
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-slot="vendor-tabs-previous"]')!);
    await waitFor(() => expect(row.scrollLeft).toBe(0));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="vendor-tabs-previous"]')).toBeNull());

    // End moves focus to the last vendor, which the browser scrolls into view.
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: rng.at(-1)!.name });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(inView(canvasElement, last)).toBe(true));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="vendor-tabs-next"]')).toBeNull());
  },
};

/** Opened on a vendor at the far end (chosen from the menu): the row starts scrolled to it. */
export const SelectedScrolledIntoView: Story = {
  args: { vendors: rng, value: 'HB' },
  render: ManyVendors.render,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const selected = canvas.getByRole('tab', { name: 'Habanero' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inView(canvasElement, selected)).toBe(true));
    await expect(scroller(canvasElement).scrollLeft).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('[data-slot="vendor-tabs-previous"]')).toBeVisible();
    // Back to All from there: Tab lands on Habanero, Home and Enter choose All, the row returns to its start.
    await userEvent.tab();
    await expect(selected).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(undefined);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(scroller(canvasElement).scrollLeft).toBe(0));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="vendor-tabs-previous"]')).toBeNull());
    await settled(canvasElement);
  },
};

/** Skeleton tabs as tall as the real ones; the row says it is loading and offers no tabs yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const region = canvasElement.querySelector('[data-slot="vendor-tabs"]')!;
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading providers…')).toBeInTheDocument();
    const skeletons = canvasElement.querySelectorAll('[data-slot="vendor-tab-skeleton"]');
    await expect(skeletons).toHaveLength(live.length + 1);
    await expect(skeletons[0]!.getBoundingClientRect().height).toBe(40);
  },
};

/** A category without vendors: just All, selected. */
export const Empty: Story = {
  args: { vendors: [] },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(1);
    await expect(tabs[0]).toHaveAccessibleName('All');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** The vendor call failed: All still works, and the row says so with a retry. */
export const ErrorState: Story = {
  args: { vendors: [], error: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Providers could not be loaded.');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(1);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const VietnameseError: Story = {
  globals: { locale: 'VI' },
  args: { vendors: [], error: true, onRetry: fn(), label: 'Nhà cung cấp trò chơi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Không tải được danh sách nhà cung cấp.');
    await expect(canvas.getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

const longNames: LobbyVendor[] = [
  { ...live[0]!, name: 'Evolution Gaming Live Casino International', hot: true },
  { ...live[1]!, name: 'SA Gaming Asia Premium Baccarat Studio', maintenance: true },
  live[2]!,
];

/** Long names are cut with an ellipsis and shown whole in a tooltip; the accessible name stays whole. */
export const LongNames: Story = {
  args: { vendors: longNames, value: live[1]!.vassalage },
  play: async ({ canvas, canvasElement }) => {
    const tab = canvas.getByRole('tab', { name: /^Evolution Gaming Live Casino International/ });
    await expect(tab).toHaveAttribute('title', longNames[0]!.name);
    const name = tab.querySelector<HTMLElement>('[data-slot="vendor-tab-name"]')!;
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    // Short names get no tooltip: it would be read again as a description.
    await expect(canvas.getByRole('tab', { name: /^Sexy Casino/ })).not.toHaveAttribute('title');
    await expect(canvas.getByRole('tab', { name: /^SA Gaming Asia/ })).toHaveAttribute('aria-selected', 'true');
    await settled(canvasElement);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { vendors: marked, label: 'Nhà cung cấp trò chơi' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Nhà cung cấp trò chơi' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'SA Gaming Bảo trì' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Evolution Hot' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('EG4');
    await settled(canvasElement);
  },
};

export const VietnameseLoading: Story = {
  globals: { locale: 'VI' },
  args: { loading: true, vendors: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Đang tải nhà cung cấp…')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-slot="vendor-tab-skeleton"]')).toHaveLength(6);
  },
};
