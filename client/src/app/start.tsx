import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initAuth } from '../features/auth/auth-service';
import { App } from './App';
import { currentLocale, initI18n } from './i18n';
import { loadRuntimeConfig } from './runtime-config';
import { makeStore } from './store';

/** Starts the app in #root (main.tsx loads this module, after the first paint when prerendered). */
export async function start(): Promise<void> {
  void loadRuntimeConfig().catch(() => undefined);
  // pt-BR is bundled; another chosen language is fetched before the first paint.
  await initI18n().catch(() => undefined);
  const store = makeStore();
  initAuth(store);
  const container = document.getElementById('root')!;
  const tree = <App store={store} router={BrowserRouter} />;
  // `/` and `/auth` come prerendered for a signed-out visitor in the language the server guessed
  // (client/scripts/prerender-pages.ts): hydrated when that is who is visiting, else drawn anew.
  const prerendered = container.dataset.prerendered;
  if (
    prerendered === currentLocale() &&
    store.getState().session.status === 'signedOut' &&
    container.firstChild
  ) {
    // In a transition hydration too yields every few milliseconds (else it is one long task).
    startTransition(() => void hydrateRoot(container, tree));
    return;
  }
  if (prerendered) container.replaceChildren();
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Lighthouse's total blocking time on a phone).
  startTransition(() => root.render(tree));
}
