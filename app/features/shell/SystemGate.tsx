/**
 * The first screen by systemStatus (spec section 2): 0 the app, 1 the maintenance screen, 2 the
 * region screen with the visitor's IP and country; both offer Contact Us (customer service).
 */
import { ErrorScreen } from '@ui/status/ErrorScreen.tsx';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { systemStatusCode } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { openCustomerService } from '../customer-service/customer-service.ts';

// The maintenance and region screens are rare: their own chunks, with the loading screen while one loads.
// The error screen stays in the entry: it is what shows when the network is failing.
const MaintenanceScreen = lazy(() => import('@ui/status/MaintenanceScreen.tsx').then((m) => ({ default: m.MaintenanceScreen })));
const RegionScreen = lazy(() => import('@ui/status/RegionScreen.tsx').then((m) => ({ default: m.RegionScreen })));

export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  // The app's first render behind the gate is large. As a deferred update React renders it in short
  // slices, so a phone stays responsive while it builds (the loading screen stays up until it is done).
  const pending = useDeferredValue(status.isPending);
  if (pending || status.isPending) return <LoadingScreen />;
  if (status.isError) return <ErrorScreen onRetry={() => void status.refetch()} />;
  const contactUs = () => void openCustomerService(status.data, { vip: false });
  switch (systemStatusCode(status.data)) {
    case 1:
      return (
        <Suspense fallback={<LoadingScreen />}>
          <MaintenanceScreen onContactUs={contactUs} />
        </Suspense>
      );
    case 2:
      return (
        <Suspense fallback={<LoadingScreen />}>
          <RegionScreen ip={status.data.location.ip} country={status.data.location.country} onContactUs={contactUs} />
        </Suspense>
      );
    default:
      return children;
  }
}
