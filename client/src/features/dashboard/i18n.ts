import { loadNamespace } from '../../app/i18n';

/**
 * The signed-in app's texts (dashboard, my videos, analytics, the assistants, the share buttons),
 * loaded with it.
 */
export const APP_NAMESPACES = ['dashboard', 'videos', 'analytics', 'assistant', 'share'] as const;

/** A lazy page import that also waits for the app's texts, so no screen shows keys. */
export function withAppTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), ...APP_NAMESPACES.map((ns) => loadNamespace(ns))]).then(
      ([module]) => module,
    );
}
