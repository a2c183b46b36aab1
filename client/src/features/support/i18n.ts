import { loadNamespace } from '../../app/i18n';
import { withAppTexts } from '../dashboard/i18n';

/** A lazy help page that also waits for the signed-in app's texts and the `support` namespace. */
export function withSupportTexts<T>(load: () => Promise<T>): () => Promise<T> {
  const withApp = withAppTexts(load);
  return () => Promise.all([withApp(), loadNamespace('support')]).then(([module]) => module);
}
