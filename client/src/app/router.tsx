import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/pages/LandingPage';
import { NotFoundPage } from '../features/system/pages/NotFoundPage';

/** The spec's route table; each feature adds its routes as it lands. */
export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
