/**
 * The header's clock, ticking: the time with its GMT offset and, for a logged-in player, how long this
 * session has lasted (issue 21). It owns its one-second tick, so only this small part re-renders.
 */
import { HeaderClock } from '@ui/safer-play/HeaderClock.tsx';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { useEffect, useState } from 'react';
import { PATHS } from '../../paths.ts';
import { playSessionOf } from './safer-play-store.ts';

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    // On the second, not a second after mount: the seconds change when the wall clock's do.
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

export function LiveClock({
  token,
  onResponsibleGaming,
  className,
}: {
  token: string | undefined;
  onResponsibleGaming: () => void;
  className?: string;
}) {
  const now = useNow();
  const startedAt = token === undefined ? undefined : new Date(playSessionOf(token, now.getTime()).startedAt);
  return (
    <HeaderClock
      className={className}
      now={now}
      sessionStartedAt={startedAt}
      responsibleGamingHref={PATHS.responsibleGaming}
      onResponsibleGaming={onResponsibleGaming}
    />
  );
}

/** On a game's toolbar, for the routes that hide the header (/seamless, /vnlottery): the same clock. */
export function ToolbarClock() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <LiveClock
      className="px-space-xs"
      token={session.isLogin ? session.token : undefined}
      onResponsibleGaming={() => void navigate(PATHS.responsibleGaming)}
    />
  );
}
