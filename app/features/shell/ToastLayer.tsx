/**
 * The toasts' layer: Radix's toast provider and viewport with the queued toasts, and for a member the
 * money notices' watcher. Its own chunk: the app shell mounts it on the first toast or the first
 * logged-in member, so a visitor's first screen does not carry it.
 */
import { Toaster, ToastProvider } from '@ui/primitives/Toast.tsx';
import { lazy, Suspense, type ReactNode } from 'react';

// The money notices' watcher: its own chunk, for members only; a chunk that fails to load shows nothing.
const NoticeWatcher = lazy(() =>
  import('../member/inbox/NoticeWatcher.tsx').then(
    (m) => ({ default: m.NoticeWatcher }),
    () => ({ default: (): ReactNode => null }),
  ),
);

export function ToastLayer({ member }: { member: boolean }) {
  return (
    <ToastProvider>
      <Toaster />
      {member && (
        <Suspense>
          <NoticeWatcher />
        </Suspense>
      )}
    </ToastProvider>
  );
}
