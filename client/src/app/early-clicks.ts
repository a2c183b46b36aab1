const HELD_FIELD = 'data-held-until-hydration';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * A prerendered page shows its controls before the app's JavaScript has loaded; what a visitor
 * does with them then would be lost (no handler yet, and hydration keeps React's empty state).
 * From the first moment this holds clicks on buttons, tabs, labels and boxes (links navigate on
 * their own) and disables selects; text fields stay editable (a paste or a word typed then shows
 * at once) and what was typed into them is recorded. `release` undoes the hold once the page is
 * hydrated (hydratePrerendered's callback: a change made to a part React has not hydrated yet
 * would be lost), gives each text field what was typed into it, as an input React sees, and
 * hands over the held controls, to be clicked again.
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
  const typed = new Map<TextField, string>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (isTextField(field) && field.closest('#root')) typed.set(field, field.value);
  };
  doc.addEventListener('input', onInput, true);
  // Typed before this script ran: the field no longer holds what the page came with.
  for (const field of doc.querySelectorAll<TextField>('#root textarea, #root input')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  for (const select of doc.querySelectorAll<HTMLSelectElement>('#root select:not([disabled])')) {
    select.setAttribute(HELD_FIELD, '');
    select.disabled = true;
  }
  return {
    release: () => {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('input', onInput, true);
      for (const select of doc.querySelectorAll<HTMLSelectElement>(`select[${HELD_FIELD}]`)) {
        select.removeAttribute(HELD_FIELD);
        select.disabled = false;
      }
      for (const [field, value] of typed) {
        if (field.isConnected) typeInto(field, value);
      }
      typed.clear();
      return held.splice(0);
    },
  };
}

/** Inputs whose value is not text typed by the visitor. */
const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'file',
  'range',
  'color',
  'submit',
  'button',
  'reset',
  'image',
  'hidden',
]);

function isTextField(target: EventTarget | null): target is TextField {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type))
  );
}

/**
 * Gives a hydrated field `value` as an input event React handles. React reads a field's value
 * when it hydrates it and only reports a change from what it last saw: the field is first set
 * empty through React's own setter, then to `value` past it.
 */
function typeInto(field: TextField, value: string): void {
  const prototype = Object.getPrototypeOf(field) as TextField;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  const focused = field.ownerDocument.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  field.value = '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // Where the visitor's caret was, when they are still in the field.
  if (focused && selectionStart !== null && selectionEnd !== null) {
    field.setSelectionRange(selectionStart, selectionEnd);
  }
}
