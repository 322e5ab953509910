import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { brand } from '../brand.ts';
import { captureReferral } from '../features/account/referral.ts';
import { ChatDock } from '../features/chat/ChatDock.tsx';
import { useStoredSession } from '../features/session/use-session.ts';
import { AppShell } from '../features/shell/AppShell.tsx';
import type { PageLayout } from '../features/shell/page-layout.ts';
import { LazyShellDialogs } from '../features/shell/LazyShellDialogs.tsx';
import { SystemGate } from '../features/shell/SystemGate.tsx';
import { useShellPainted } from '../features/shell/use-after-first-screen.ts';
import { PATHS } from '../paths.ts';
import { isPublicLayout } from './layout.ts';
import { ScrollManager } from './ScrollManager.tsx';

/**
 * Every route: the status gate, the loginedToHomePage guard, the layout's frame, the shell's dialogs and
 * chat. The shell draws at once; only the page area waits for the page's chunk (nothing shows there
 * meanwhile; on the first screen, also for the shell's first paint), and a navigation keeps the old page
 * until the next one is ready (the router's transition).
 */
export function RootLayout({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const session = useStoredSession();
  const { search } = useLocation();
  // An invitation or referral code in any landing address is kept for the registration.
  useEffect(() => captureReferral(search), [search]);
  if (brand.loginedToHomePage && !session && !isPublicLayout(layout)) return <Navigate to={PATHS.login} replace />;
  return (
    <SystemGate>
      <ScrollManager />
      <AppShell layout={layout}>
        <PageArea>{children}</PageArea>
      </AppShell>
      <LazyShellDialogs />
      <ChatDock button={layout.chatButton !== false} />
    </SystemGate>
  );
}

/** The page's place in the shell, filled once the shell has painted (useShellPainted) and the chunk is in. */
function PageArea({ children }: { children: ReactNode }) {
  const shellPainted = useShellPainted();
  return <Suspense>{shellPainted && children}</Suspense>;
}
