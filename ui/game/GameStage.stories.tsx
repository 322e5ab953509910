import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { GameStage } from './GameStage.tsx';

/** In the app the shell sets the header's height; 64 px stands in for it. */
const HEADER = { '--page-shell-header-height': '64px' } as CSSProperties;

const meta = {
  title: 'Games/GameStage',
  component: GameStage,
  args: { children: <div className="flex-1 rounded-lg border border-dashed border-border-strong bg-surface-sunken" aria-hidden="true" /> },
  decorators: [
    (Story) => (
      <div style={HEADER}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stage fills the window below the header; the game frame inside stretches to it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const stage = canvasElement.querySelector<HTMLElement>('[data-slot="game-stage"]')!;
    await expect(Math.round(stage.getBoundingClientRect().height)).toBe(Math.max(window.innerHeight - 64, 28 * 16));
    await expect((stage.firstElementChild as HTMLElement).getBoundingClientRect().height).toBeGreaterThan(300);
  },
};
