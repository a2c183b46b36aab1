import { DEFAULT_NAMESPACE, loadNamespace } from '../../app/i18n';

/** The auth screens read their texts from `auth.json`, then from `client.json`. */
export const AUTH_NS = ['auth', DEFAULT_NAMESPACE];

/** Loads the auth texts (current language and pt-BR); lazy auth screens wait for it. */
export const loadAuthTexts = () => loadNamespace('auth');

/** A lazy import that also waits for the auth texts, so the screen never shows keys. */
export function withAuthTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAuthTexts()]).then(([module]) => module);
}
