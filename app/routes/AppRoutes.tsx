import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { layoutAt } from './layout.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteError.tsx';

/**
 * The route table on screen (declarative routing): the address's page inside RootLayout with its
 * layout, the whole of it under the route error boundary, which a new address resets.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <RootLayout layout={layoutAt(routes, location.pathname)}>{page}</RootLayout>
    </RouteErrorBoundary>
  );
}
