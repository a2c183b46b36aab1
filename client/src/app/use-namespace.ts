import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE, loadNamespace } from './i18n';

/** `t` of an on-demand namespace (then `client`), and whether its texts are in. */
export function useOnDemandNamespace(namespace: string) {
  const translation = useTranslation([namespace, DEFAULT_NAMESPACE]);
  const language = translation.i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const ready = loadedFor === language || translation.i18n.hasResourceBundle(language, namespace);
  useEffect(() => {
    let live = true;
    void loadNamespace(namespace, language).then(() => live && setLoadedFor(language));
    return () => {
      live = false;
    };
  }, [namespace, language]);
  return { ...translation, ready };
}
