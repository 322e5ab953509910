import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle.tsx';
import { applyTheme, type ThemeName } from './theme.ts';

const meta = {
  title: 'Foundations/ThemeToggle',
  component: ThemeToggle,
  args: { onThemeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark theme' });
    const dark = globals.theme === 'dark';
    await expect(toggle).toHaveAttribute('aria-checked', String(dark));
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith(dark ? 'light' : 'dark');
  },
};

/** Wired the way the app wires it: the class on <html> flips and the switch follows without a re-render of its parent. */
export const FlipsTheDocument: Story = {
  args: { onThemeChange: fn((theme: ThemeName) => applyTheme(theme)) },
  play: async ({ canvas, userEvent, globals }) => {
    const start = globals.theme === 'dark';
    const toggle = canvas.getByRole('switch', { name: 'Dark theme' });
    await userEvent.keyboard('{Tab}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(document.documentElement.classList.contains('dark')).toBe(!start);
    await expect(toggle).toHaveAttribute('aria-checked', String(!start));
    await userEvent.keyboard(' ');
    await expect(document.documentElement.classList.contains('dark')).toBe(start);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Giao diện tối' })).toBeVisible();
  },
};
