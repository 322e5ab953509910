/**
 * The toasts' layer: Radix's toast provider and viewport with the queued toasts, and for a member the
 * money notices' watcher (in the same chunk, so a member's notices start as soon as before). Its own chunk: the app shell mounts it on the first toast or the first
 * logged-in member, so a visitor's first screen does not carry it.
 */
import { Toaster, ToastProvider } from '@ui/primitives/Toast.tsx';
import { NoticeWatcher } from '../member/inbox/NoticeWatcher.tsx';

export function ToastLayer({ member }: { member: boolean }) {
  return (
    <ToastProvider>
      <Toaster />
      {member && <NoticeWatcher />}
    </ToastProvider>
  );
}
