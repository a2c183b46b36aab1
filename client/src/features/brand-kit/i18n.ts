import { loadNamespace } from '../../app/i18n';
import { withAppTexts } from '../dashboard/i18n';

/** A lazy brand-kit page that also waits for the signed-in app's texts and the `brand-kit` namespace. */
export function withBrandTexts<T>(load: () => Promise<T>): () => Promise<T> {
  const withApp = withAppTexts(load);
  return () => Promise.all([withApp(), loadNamespace('brand-kit')]).then(([module]) => module);
}
