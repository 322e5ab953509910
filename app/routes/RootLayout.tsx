import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { brand } from '../brand.ts';
import { captureReferral } from '../features/account/referral.ts';
import { ChatDock } from '../features/chat/ChatDock.tsx';
import { useStoredSession } from '../features/session/use-session.ts';
import { AppShell } from '../features/shell/AppShell.tsx';
import type { PageLayout } from '../features/shell/page-layout.ts';
import { ShellDialogs } from '../features/shell/ShellDialogs.tsx';
import { SystemGate } from '../features/shell/SystemGate.tsx';
import { PATHS } from '../paths.ts';
import { isPublicLayout, LAYOUTS, type RouteHandle } from './layout.ts';
import { ScrollManager } from './ScrollManager.tsx';

function useLayout(): PageLayout {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as Partial<RouteHandle> | undefined;
  return handle?.layout ?? LAYOUTS.notFound;
}

/** Every route: the status gate, the loginedToHomePage guard, the layout's frame, the shell's dialogs and chat. */
export function RootLayout() {
  const layout = useLayout();
  const session = useStoredSession();
  const { search } = useLocation();
  // An invitation or referral code in any landing address is kept for the registration.
  useEffect(() => captureReferral(search), [search]);
  if (brand.loginedToHomePage && !session && !isPublicLayout(layout)) return <Navigate to={PATHS.login} replace />;
  return (
    <SystemGate>
      <ScrollManager />
      <AppShell layout={layout}>
        <Suspense>
          <Outlet />
        </Suspense>
      </AppShell>
      <ShellDialogs />
      <ChatDock button={layout.chatButton !== false} />
    </SystemGate>
  );
}
