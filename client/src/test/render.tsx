import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../app/i18n';
import { AppRoutes } from '../app/router';
import { makeStore } from '../app/store';
import type { AuthKit } from '../features/auth/auth-kit';
import { initAuth } from '../features/auth/auth-service';
import { NavigationBridge } from '../features/auth/components/NavigationBridge';

export interface RenderOptions {
  route?: string;
  /** The identity provider stand-in (the network boundary); defaults to one that never loads. */
  authKit?: AuthKit;
}

/** Renders with the real store, i18n, auth and a memory router; tests fake only the network. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', authKit }: RenderOptions = {},
) {
  void initI18n('pt-BR');
  const store = makeStore();
  initAuth(store, () =>
    authKit ? Promise.resolve(authKit) : Promise.reject(new Error('no identity provider in tests')),
  );
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <NavigationBridge />
          {ui}
        </MemoryRouter>
      </Provider>,
    ),
  };
}

/** The whole app's routes at `route` (layout, dialogs, toasts included). */
export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}
