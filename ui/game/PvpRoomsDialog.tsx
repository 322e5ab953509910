import { cva } from 'class-variance-authority';
import { DoorOpen, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../i18n/money.tsx';
import { Badge } from '../primitives/Badge.tsx';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';

/** One PVP room (GLS2_roomList `list[]`): only what the list shows. */
export interface PvpRoomView {
  roomId: string;
  name: string;
  minBet: number;
  maxBet?: number | null;
  /** Seated now. */
  players: number;
  /** Seats at the table; unknown when missing (the room is then never shown full). */
  maxPlayers?: number | null;
}

export interface PvpRoomsDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The PVP game whose rooms these are. */
  gameName: string;
  /** undefined while loading. */
  rooms?: readonly PvpRoomView[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** A room was chosen: the container launches the game in it. */
  onJoin: (roomId: string) => void;
  className?: string;
}

const listVariants = cva('flex flex-col divide-y divide-border rounded-lg border border-border bg-surface');
const rowVariants = cva('flex min-h-16 flex-wrap items-center gap-x-space-md gap-y-space-xs px-space-md py-space-sm');
const noticeVariants = cva('flex flex-col items-center gap-space-xs rounded-lg border border-border bg-surface p-space-lg text-center');

export const isRoomFull = (room: PvpRoomView) =>
  typeof room.maxPlayers === 'number' && room.maxPlayers > 0 && room.players >= room.maxPlayers;

/**
 * The room list of a PVP game (spec section 7, GLS2_roomList): each table's stakes and seats, and Join.
 * A full table cannot be joined: it is marked Full in place of Join. Loading shows rows of the
 * final size; failure shows Retry; no rooms says so.
 */
export function PvpRoomsDialog({
  gameName,
  rooms,
  loading = false,
  error = false,
  onRetry,
  onJoin,
  className,
  ...props
}: PvpRoomsDialogProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const list = rooms ?? [];
  const state = error ? 'error' : loading || rooms === undefined ? 'loading' : list.length === 0 ? 'empty' : 'ready';

  return (
    <Dialog {...props}>
      <DialogContent size="md" data-slot="pvp-rooms-dialog" data-view={state} className={className}>
        <DialogHeader>
          <DialogTitle>{t('game.start.rooms.title', { game: gameName })}</DialogTitle>
          <DialogDescription>{t('game.start.rooms.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody data-slot="pvp-rooms-body">
          {state === 'error' && <ErrorPanel message={t('game.start.rooms.error')} onRetry={onRetry} retrying={loading} />}
          {state === 'loading' && (
            <div aria-busy="true" className={listVariants()}>
              <span role="status" className="sr-only">
                {t('game.start.rooms.loading')}
              </span>
              {Array.from({ length: 4 }, (_, index) => (
                <div key={index} aria-hidden="true" className={rowVariants()}>
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <Skeleton shape="text" className="h-4 w-40 max-w-full" />
                    <Skeleton shape="text" className="h-3 w-28" />
                  </span>
                  <Skeleton className="h-8 w-16" />
                </div>
              ))}
            </div>
          )}
          {state === 'empty' && (
            <div data-slot="pvp-rooms-empty" className={noticeVariants()}>
              <DoorOpen aria-hidden className="size-8 text-muted" />
              <p role="status" className="text-sm text-muted">
                {t('game.start.rooms.empty')}
              </p>
            </div>
          )}
          {state === 'ready' && (
            <ul data-slot="pvp-rooms-list" aria-label={t('game.start.rooms.listLabel', { game: gameName })} className={listVariants()}>
              {list.map((room) => {
                const full = isRoomFull(room);
                const stakes =
                  room.maxBet !== null && room.maxBet !== undefined
                    ? t('game.start.rooms.bets', { min: money(room.minBet), max: money(room.maxBet) })
                    : t('game.start.rooms.minBet', { min: money(room.minBet) });
                const seats =
                  typeof room.maxPlayers === 'number' && room.maxPlayers > 0
                    ? t('game.start.rooms.seats', { players: room.players, seats: room.maxPlayers })
                    : t('game.start.rooms.players', { count: room.players });
                return (
                  <li key={room.roomId} data-slot="pvp-room" data-full={full || undefined} className={rowVariants()}>
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span data-slot="pvp-room-name" className="truncate text-sm font-semibold text-text">
                        {room.name}
                      </span>
                      <span className="flex flex-wrap items-center gap-x-space-sm text-xs text-muted">
                        <span data-slot="pvp-room-stakes" className="tabular-nums">
                          {stakes}
                        </span>
                        <span data-slot="pvp-room-seats" className="inline-flex items-center gap-1 tabular-nums">
                          <Users aria-hidden className="size-3.5" />
                          {seats}
                        </span>
                      </span>
                    </span>
                    {full ? (
                      <Badge tone="warning" size="md" data-slot="pvp-room-full">
                        {t('game.start.rooms.full')}
                      </Badge>
                    ) : (
                      <Button
                        size="sm"
                        aria-label={t('game.start.rooms.joinRoom', { room: room.name })}
                        onClick={() => onJoin(room.roomId)}
                      >
                        {t('game.start.rooms.join')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
