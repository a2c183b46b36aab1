import type { AspectRatio, BrandKitInput } from '@cena/contracts';
import { useEffect, useRef, useState } from 'react';
import { usePreviewEndCardMutation } from '../api';

/** Quiet time after the last change before the preview is asked again. */
export const PREVIEW_DEBOUNCE_MS = 500;

export interface EndCardPreview {
  /** The last image drawn (an object URL), kept while a newer one loads; null before the first. */
  image: string | null;
  loading: boolean;
  /** The last request failed (a field the API refuses, an outage); the last image stays. */
  failed: boolean;
}

/**
 * The real end card for `kit` in `aspectRatio`, asked ~500 ms after the last change. A newer
 * change aborts the request in flight, so an older answer never replaces a newer one. `version`
 * is anything else the server reads (the stored logo), so a new logo redraws it.
 */
export function useEndCardPreview(
  aspectRatio: AspectRatio,
  kit: BrandKitInput | null,
  version: string,
): EndCardPreview {
  const [render] = usePreviewEndCardMutation();
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The kit by value: a new object with the same fields asks nothing.
  const key = kit ? JSON.stringify(kit) : null;
  /** The object URL on screen, freed when replaced and with the screen. */
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    const body = { aspectRatio, kit: JSON.parse(key) as BrandKitInput };
    let request: ReturnType<typeof render> | null = null;
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      request = render(body);
      request
        .unwrap()
        .then((url) => {
          if (!live) return URL.revokeObjectURL(url);
          if (shown.current) URL.revokeObjectURL(shown.current);
          shown.current = url;
          setImage(url);
          setFailed(false);
        })
        .catch(() => live && setFailed(true))
        .finally(() => live && setLoading(false));
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      request?.abort();
    };
  }, [aspectRatio, key, version, render]);

  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  return { image, loading, failed };
}
