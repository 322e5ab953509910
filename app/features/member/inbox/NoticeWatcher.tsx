/**
 * The money notices (spec section 4: deposit credited or failed, withdrawal approved or rejected) on
 * any page for a logged-in member: polled while the tab is visible, each shown once as a toast that
 * links to its record, and marked read as it is shown so it never shows again (not after a reload
 * either). The app shell mounts this lazily, only for a member, so the home route does not carry it.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { inboxAreas } from '@ui/i18n/locales/areas/inbox.ts';
import { NoticeToasts, type NoticeView } from '@ui/member/inbox/NoticeToasts.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keys } from '../../../api/keys.ts';
import type { Notice, Notices } from '../../../api/inbox.contract.ts';
import { useMarkNoticeRead, useNotices } from '../../../api/inbox.ts';
import { memberPath } from '../../../paths.ts';

/** The spec names no interval: often enough that a credited deposit shows within seconds of a look. */
export const NOTICE_POLL_MS = 15_000;
/** On screen at once; more wait (unread, so not lost) until one is closed. */
const MAX_SHOWN = 3;

const hrefOf = (notice: Notice) => memberPath(notice.kind.startsWith('DEPOSIT') ? 'depositv2' : 'withdraw');

/** The notices' strings first: nothing shows until they are in. */
export function NoticeWatcher() {
  return useAreas(inboxAreas) ? <Watcher /> : null;
}

function Watcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notices = useNotices({ pollMs: NOTICE_POLL_MS });
  const { mutate: markRead } = useMarkNoticeRead();
  // On screen now, and every id taken to show this session (a poll answering before the mark lands shows nothing twice).
  const [toasts, setToasts] = useState<{ shown: readonly NoticeView[]; taken: ReadonlySet<string> }>(() => ({
    shown: [],
    taken: new Set(),
  }));
  const { shown, taken } = toasts;
  const markedRef = useRef(new Set<string>());

  /** `current` topped up with unread notices not taken yet (newest first). */
  const topUp = (current: readonly NoticeView[]) => {
    const room = MAX_SHOWN - current.length;
    const fresh = (notices.data?.list ?? []).filter((notice) => !notice.read && !taken.has(notice.id)).slice(0, Math.max(0, room));
    if (fresh.length === 0) return { shown: current, taken };
    return {
      shown: [...current, ...fresh.map((notice) => ({ ...notice, href: hrefOf(notice) }))],
      taken: new Set([...taken, ...fresh.map((notice) => notice.id)]),
    };
  };

  // A new answer may bring new notices: adjusted during render, not in an effect (no extra paint).
  const [answered, setAnswered] = useState<Notices | undefined>(undefined);
  if (notices.data !== answered) {
    setAnswered(notices.data);
    setToasts(topUp(shown));
  }

  // Shown means seen: marked read at once, so it never shows again, even after a reload.
  useEffect(() => {
    const ids = shown.map((notice) => notice.id).filter((id) => !markedRef.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) markedRef.current.add(id);
    markRead({ ids });
    // Money moved: the balance and the records read again.
    void queryClient.invalidateQueries({ queryKey: keys.wallet.all });
    void queryClient.invalidateQueries({ queryKey: keys.records.transactions() });
  }, [shown, markRead, queryClient]);

  const forget = (id: string) => setToasts(topUp(shown.filter((notice) => notice.id !== id)));

  return (
    <NoticeToasts
      notices={shown}
      onOpen={(notice, event) => {
        event.preventDefault();
        forget(notice.id);
        void navigate(notice.href);
      }}
      onDismiss={(notice) => forget(notice.id)}
    />
  );
}
