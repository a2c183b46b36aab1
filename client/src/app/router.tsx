import { type RouteObject, useRoutes } from 'react-router-dom';
import { LandingPage } from '../features/landing/pages/LandingPage';
import { NotFoundPage } from '../features/system/pages/NotFoundPage';
import { AppRoot } from './AppRoot';

/**
 * The spec's route table (§2). The landing is in the entry chunk; every other page is lazy.
 * Declarative routing (`useRoutes` under a `BrowserRouter`) rather than a data router: the
 * data router's code is ~12 KB gzip the landing does not need.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
