import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initAuth } from '../features/auth/auth-service';
import { App } from './App';
import { loadErrorTexts } from './errors';
import { hydratePrerendered } from './hydrate-prerendered';
import { currentLocale, initI18n } from './i18n';
import { loadRuntimeConfig } from './runtime-config';
import { loadPrerenderedPage } from './router';
import { makeStore } from './store';

/**
 * Starts the app in #root (main.tsx loads this module, after the first paint when prerendered);
 * `releaseEarlyClicks` gives the controls a visitor clicked on the prerendered page before.
 */
export async function start(releaseEarlyClicks?: () => HTMLElement[]): Promise<void> {
  void loadRuntimeConfig().catch(() => undefined);
  // pt-BR is bundled; another chosen language is fetched before the first paint.
  await initI18n().catch(() => undefined);
  const store = makeStore();
  initAuth(store);
  // The modules' evaluation, the texts and the store were one task: the page's hydration the next.
  await new Promise((resolve) => setTimeout(resolve, 0));
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
    await loadPrerenderedPage(window.location.pathname).catch(() => undefined);
    // Held fields stay held and held clicks wait until every part is hydrated: a field's change
    // (the language) made while its part was still being hydrated would be lost.
    hydratePrerendered(container, tree, () => {
      const held = releaseEarlyClicks?.() ?? [];
      // In a task of its own: the fields' typed values reach React as input events, and a form
      // submitted in the same task would read its state from before them (a sign-in sent with
      // an empty e-mail).
      setTimeout(() => {
        for (const control of held) if (control.isConnected) control.click();
      }, 0);
    });
    void loadErrorTexts().catch(() => undefined);
    return;
  }
  releaseEarlyClicks?.();
  if (prerendered) container.replaceChildren();
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Lighthouse's total blocking time on a phone).
  startTransition(() => root.render(tree));
  // An error's words are not needed to draw a page: fetched after it (issue 7's budget).
  void loadErrorTexts().catch(() => undefined);
}
