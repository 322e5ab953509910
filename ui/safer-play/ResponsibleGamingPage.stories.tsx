import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../lib/dialog-stories.ts';
import { ResponsibleGamingPage } from './ResponsibleGamingPage.tsx';

const meta = {
  title: 'Safer play/ResponsibleGamingPage',
  component: ResponsibleGamingPage,
  args: { onOpenLimits: fn(), onOpenRealityCheck: fn(), onOpenTakeABreak: fn(), onContactSupport: fn() },
  decorators: [(Story) => <div className="max-w-4xl">{Story()}</div>],
} satisfies Meta<typeof ResponsibleGamingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the tools do, 18+, where to get help; every way in answers, by keyboard too. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Safer play' })).toBeVisible();
    await expect(canvas.getByText('18+ only. Gambling can be harmful if not controlled.')).toBeVisible();
    for (const name of ['Clock and session time', 'Reality check', 'Deposit and loss limits', 'Take a break']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    canvas.getByRole('button', { name: 'Set my limits' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenLimits).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Take a break' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenTakeABreak).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Set reality checks' }));
    await expect(args.onOpenRealityCheck).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalledOnce();
  },
};

/** The help organisations open in a new tab, safely, and say so to screen readers. */
export const HelpLinks: Story = {
  play: async ({ canvas }) => {
    const help = within(canvas.getByRole('region', { name: 'Where to get help' }));
    const links = help.getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(help.getByRole('link', { name: 'BeGambleAware (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org/',
    );
    await expect(help.getByRole('link', { name: 'GamCare (opens in a new tab)' })).toBeVisible();
    await expect(help.getByRole('link', { name: 'Gamblers Anonymous (opens in a new tab)' })).toBeVisible();
    await expect(help.getByText('Free advice and tools, and a 24-hour helpline.')).toBeVisible();
  },
};

/** A brand with its own list of organisations; without the reality-check and break callbacks, those tools are described only. */
export const OwnOrganisations: Story = {
  args: {
    onOpenRealityCheck: undefined,
    onOpenTakeABreak: undefined,
    helpOrganisations: [
      { id: 'local', name: 'Local Helpline', url: 'https://example.org/help', description: 'A free national helpline, open every day.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('A free national helpline, open every day.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Set reality checks' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Take a break' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Set my limits' })).toBeVisible();
  },
};

/** A phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement, canvas }) => {
    const [first, second] = canvasElement.querySelectorAll('[data-slot="safer-play-tool"]');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
    await expect(canvas.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chơi an toàn' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nơi nhận hỗ trợ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'GamCare (mở trong thẻ mới)' })).toBeVisible();
  },
};
