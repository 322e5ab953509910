import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { SideMenuDrawer } from './SideMenuDrawer.tsx';

const ENTRIES = ['Home', 'Lottery', 'Live casino', 'Sports', 'VIP'];

// A stand-in for the side menu (SideMenu has its own stories): what the drawer holds.
function DemoMenu({ onChoose }: { onChoose: () => void }) {
  return (
    <nav aria-label="Main menu" className="flex flex-col gap-space-2xs p-space-sm">
      {ENTRIES.map((label) => (
        <button
          key={label}
          type="button"
          className="h-10 rounded-md px-space-sm text-start text-sm hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus"
          onClick={onChoose}
        >
          {label}
        </button>
      ))}
    </nav>
  );
}

/** Opened from a plain button, the way the header's menu button opens it. */
function DrawerDemo({ defaultOpen = false, onOpenChange }: { defaultOpen?: boolean; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(defaultOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <div className="min-h-[32rem] p-space-md">
      <Button aria-haspopup="dialog" aria-expanded={open} onClick={() => change(true)}>
        Open menu
      </Button>
      <SideMenuDrawer open={open} onOpenChange={change}>
        <DemoMenu onChoose={() => change(false)} />
      </SideMenuDrawer>
    </div>
  );
}

const meta = {
  title: 'Layout/SideMenuDrawer',
  component: SideMenuDrawer,
  args: { open: false, onOpenChange: fn() },
  render: (args) => <DrawerDemo defaultOpen={args.open} onOpenChange={args.onOpenChange} />,
} satisfies Meta<typeof SideMenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens from its button: the title and close button first, focus kept inside, Escape and the close button close it, focus goes back. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus());
    // Focus is trapped: Shift+Tab from the first stop wraps to the last entry.
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('button', { name: 'VIP' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
    // The close button closes it too; focus goes back to the opener.
    await userEvent.click(opener);
    await userEvent.click(within(await body(canvasElement).findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Open, as the screenshot shows it: the drawer from the start edge over the dimmed page. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveAttribute('data-slot', 'page-shell-drawer');
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(within(drawer).getByRole('button', { name: 'Sports' })).toBeVisible();
    // At most 20rem, and always 3rem short of the window: a strip of the page shows beside it on a phone.
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(drawer.getBoundingClientRect().right).toBeLessThanOrEqual(Math.min(320, width - 48));
  },
};

/** Choosing an entry closes it (the menu calls back, the container closes it). */
export const ChooseEntry: Story = {
  args: { open: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Lottery' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Vietnamese: Story = {
  args: { open: true },
  globals: { locale: 'VI' },
  play: async ({ canvasElement, userEvent }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Danh mục' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
