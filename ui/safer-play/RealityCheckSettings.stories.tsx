import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../lib/dialog-stories.ts';
import { RealityCheckSettings, type RealityCheckInterval } from './RealityCheckSettings.tsx';

const meta = {
  title: 'Safer play/RealityCheckSettings',
  component: RealityCheckSettings,
  args: { value: 30, onChange: fn() },
  // Controlled by the story, as a container would: the choice shows at once.
  render: function Render(args) {
    const [value, setValue] = useState<RealityCheckInterval>(args.value);
    return (
      <RealityCheckSettings
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RealityCheckSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every 30 minutes chosen; the arrow keys move the choice, a click picks Off. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Reality check' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    const thirty = canvas.getByRole('radio', { name: 'Every 30 minutes' });
    await expect(thirty).toBeChecked();
    await userEvent.tab();
    await expect(thirty).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Every 60 minutes' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(60);
    await userEvent.click(canvas.getByRole('radio', { name: 'Off' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('radio', { name: 'Off' })).toBeChecked();
  },
};

export const Off: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Off' })).toBeChecked();
    await expect(canvas.getByText("How often we remind you how long you have played and your session's result.")).toBeVisible();
  },
};

/** While the choice is being saved: the group is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Two columns on a phone. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvas }) => {
    const [off, fifteen, thirty] = canvas.getAllByRole('radio').map((radio) => radio.closest('label')!.getBoundingClientRect());
    await expect(Math.round(fifteen!.top)).toBe(Math.round(off!.top));
    await expect(thirty!.top).toBeGreaterThan(off!.bottom - 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Kiểm tra thực tế' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Mỗi 30 phút' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Tắt' })).toBeVisible();
  },
};
