import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/** The route table (spec section 2). Every page is a lazy chunk so the home route stays small. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      { path: '/index', lazy: () => import('./HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
      { path: '*', lazy: () => import('./NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
