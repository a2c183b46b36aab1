import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from './app/i18n';
import { AppRoutes } from './app/router';
import { loadRuntimeConfig } from './app/runtime-config';
import { makeStore } from './app/store';
import { initAuth } from './features/auth/auth-service';
import { NavigationBridge } from './features/auth/components/NavigationBridge';

async function start() {
  void loadRuntimeConfig().catch(() => undefined);
  // pt-BR is bundled; another chosen language is fetched before the first paint.
  await initI18n().catch(() => undefined);
  const store = makeStore();
  initAuth(store);
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Lighthouse's total blocking time on a phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <NavigationBridge />
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    ),
  );
}

void start();
