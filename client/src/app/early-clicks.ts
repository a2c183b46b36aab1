const HELD_FIELD = 'data-held-until-hydration';

/**
 * A prerendered page shows its controls before the app's JavaScript has loaded; what a visitor
 * does with them then would be lost (no handler yet, and hydration keeps React's empty state).
 * From the first moment this holds clicks on buttons, tabs, labels and boxes (links navigate on
 * their own) and makes text fields read-only and selects disabled; `release` undoes both once
 * the page is hydrated (hydratePrerendered's callback: a change made to a field whose part React
 * has not hydrated yet would be lost) and hands over the held controls, to be clicked again.
 */
export function holdEarlyClicks(doc: Document = document): { release: () => HTMLElement[] } {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(
      'button, [role="button"], [role="tab"], label, input[type="checkbox"], input[type="radio"]',
    );
    if (!control || !control.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  doc.addEventListener('click', onClick, true);
  for (const field of doc.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >(
    '#root textarea:not([readonly]), #root input:not([readonly]):not([type="checkbox"]):not([type="radio"]):not([type="file"]), #root select:not([disabled])',
  )) {
    field.setAttribute(HELD_FIELD, '');
    if (field instanceof HTMLSelectElement) field.disabled = true;
    else field.readOnly = true;
  }
  return {
    release: () => {
      doc.removeEventListener('click', onClick, true);
      for (const field of doc.querySelectorAll<HTMLElement>(`[${HELD_FIELD}]`)) {
        field.removeAttribute(HELD_FIELD);
        if (field instanceof HTMLSelectElement) field.disabled = false;
        else field.removeAttribute('readonly');
      }
      return held.splice(0);
    },
  };
}
