import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The area a game is played in: the whole window below the shell's header (never under 28 rem), so
 * the game frame inside it fills the screen whichever layout frames the page.
 */
export function GameStage({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="game-stage"
      className={cn('flex h-[calc(100dvh-var(--page-shell-header-height))] min-h-[28rem] flex-col p-space-sm', className)}
      {...props}
    />
  );
}
