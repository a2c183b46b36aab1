import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../app/i18n';
import { makeStore } from '../app/store';

/** Renders with the real store, i18n and a memory router; tests fake only the network. */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  initI18n('pt-BR');
  const store = makeStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>,
    ),
  };
}
