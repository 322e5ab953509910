/**
 * The first screen by systemStatus (spec section 2): 0 the app, 1 the maintenance screen, 2 the
 * region screen with the visitor's IP and country; both offer Contact Us (customer service).
 */
import { ErrorScreen } from '@ui/status/ErrorScreen.tsx';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { MaintenanceScreen } from '@ui/status/MaintenanceScreen.tsx';
import { RegionScreen } from '@ui/status/RegionScreen.tsx';
import type { ReactNode } from 'react';
import { systemStatusCode } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { openCustomerService } from '../customer-service/customer-service.ts';

export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  if (status.isPending) return <LoadingScreen />;
  if (status.isError) return <ErrorScreen onRetry={() => void status.refetch()} />;
  const contactUs = () => void openCustomerService(status.data, { vip: false });
  switch (systemStatusCode(status.data)) {
    case 1:
      return <MaintenanceScreen onContactUs={contactUs} />;
    case 2:
      return <RegionScreen ip={status.data.location.ip} country={status.data.location.country} onContactUs={contactUs} />;
    default:
      return children;
  }
}
