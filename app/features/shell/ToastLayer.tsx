/**
 * The toasts' layer: Radix's toast provider and viewport with the queued toasts, and for a member the
 * money notices' watcher (in the same chunk, so a member's notices start as soon as before). Its own chunk: the app shell mounts it on the first toast or the first
 * logged-in member, so a visitor's first screen does not carry it.
 */
import { Toaster, ToastProvider } from '@ui/primitives/Toast.tsx';
import { moduleEnabled } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { useChatOpen } from '../chat/chat-store.ts';
import { NoticeWatcher } from '../member/inbox/NoticeWatcher.tsx';

/** `chatButton`: the page shows the chat dock's floating button (ChatDock's `button`). */
export function ToastLayer({ member, chatButton }: { member: boolean; chatButton: boolean }) {
  const chatOpen = useChatOpen();
  // What ChatDock shows in the corner, so the toasts keep clear of it (issue 36: notices over the button blocked the chat).
  const dock = !moduleEnabled(useSystemStatus().data, 'CBS3') ? 'none' : chatOpen ? 'window' : chatButton ? 'button' : 'none';
  return (
    <ToastProvider>
      <Toaster dock={dock} />
      {member && <NoticeWatcher />}
    </ToastProvider>
  );
}
