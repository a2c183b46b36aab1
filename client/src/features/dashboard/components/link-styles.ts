/** Links that look like the design system's buttons (Button renders a <button> only). */
export const LINK_BUTTON = {
  base: 'inline-flex h-11 items-center justify-center gap-2 rounded-control px-5 font-display text-base font-semibold whitespace-nowrap transition duration-150 ease-out select-none',
  primary: 'bg-brand-gradient text-ink-900 shadow-sm hover:brightness-105 active:brightness-95',
  secondary: 'border border-ink-300 bg-surface text-ink-900 hover:bg-page active:bg-ink-100',
} as const;
