/** The help pages' form controls, in the app's look (violet focus like the sign-in form). */
export const FIELD =
  'w-full rounded-control border border-ink-300 bg-surface px-3 text-base text-ink-900 placeholder:text-ink-600/80 focus:border-violet-500 focus:outline-none focus:ring-2 focus:ring-violet-500/30 aria-[invalid=true]:border-danger-strong';
export const LABEL = 'font-display text-sm font-semibold text-ink-900';
export const FIELD_ERROR = 'text-sm font-medium text-danger-strong';
