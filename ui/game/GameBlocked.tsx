import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Card } from '../primitives/Card.tsx';

export type GameBlockedProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The game's name, or the page's when the address names none. */
  title: string;
  /** Why the game cannot start here. */
  message: string;
  /** The ways on: log in, play free, back to the lobby. */
  actions: ReactNode;
};

/** In place of the game frame when the game cannot start: why, and what the player can do instead. */
export function GameBlocked({ title, message, actions, className, ...props }: GameBlockedProps) {
  return (
    <Card
      data-slot="game-blocked"
      className={cn('m-auto flex w-full max-w-lg flex-col items-center gap-space-md rounded-lg text-center', className)}
      {...props}
    >
      <h1 className="text-xl font-semibold text-text">{title}</h1>
      <p className="text-sm text-text">{message}</p>
      <div className="flex flex-wrap justify-center gap-space-sm">{actions}</div>
    </Card>
  );
}
