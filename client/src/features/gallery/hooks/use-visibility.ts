import { type RefObject, useEffect, useState } from 'react';

/** Spec §9: media start loading 50 px before they scroll into view. */
export const LAZY_LOAD_MARGIN = '50px';

/** True once the element has come within `rootMargin` of the viewport (and stays true). */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = LAZY_LOAD_MARGIN) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}

/** Whether at least `ratio` of the element is visible (false where unsupported). */
export function useVisibleRatio(ref: RefObject<Element | null>, ratio = 0.5) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.intersectionRatio >= ratio);
      },
      { threshold: [0, ratio, 1] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, ratio]);
  return visible;
}
