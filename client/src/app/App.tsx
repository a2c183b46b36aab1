import { type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { NavigationBridge } from '../features/auth/components/NavigationBridge';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/**
 * The customer app under a router: the same tree in the browser (`BrowserRouter`, main.tsx) and
 * in the build's prerender (`StaticRouter`, prerender.tsx), so hydration finds what it rendered.
 */
export function App({
  store,
  router: Router,
}: {
  store: AppStore;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <Router>
          <NavigationBridge />
          <AppRoutes />
        </Router>
      </Provider>
    </StrictMode>
  );
}
