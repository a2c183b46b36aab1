import { ERROR_CODES, type ErrorCode } from '@cena/contracts';
import i18next from 'i18next';
import { toast } from '../components/toast-store';
import { errorBody } from './api';
import { loadNamespace } from './i18n';

/**
 * Loads the `errors` namespace, off the landing's initial JS (start.tsx calls it once the page is
 * drawn). Until it arrives an error says the server's message, in the same language.
 */
export function loadErrorTexts(): Promise<void> {
  return loadNamespace('errors');
}

/** Which action failed: picks the spec §8 toast title and fallback text. */
export type ErrorContext =
  | 'generic'
  | 'generation'
  | 'refine'
  | 'alternative'
  | 'alternatives'
  | 'checkout'
  | 'logout'
  | 'testLogin';

export interface ErrorToast {
  title: string;
  description: string;
  variant: 'destructive';
}

/** Codes whose own message tells the user what to change; the rest get the context's text. */
const ACTIONABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'bad_request',
  'validation_failed',
  'prompt_required',
  'prompt_too_long',
  'prompt_placeholder',
  'image_required',
  'invalid_duration',
  'forbidden',
  'upgrade_required',
  'not_found',
  'conflict',
  'image_too_large',
  'image_too_many_pixels',
  'not_an_image',
  'invalid_text',
  'payload_too_large',
  'daily_limit_reached',
  'fair_use_limit_reached',
  'rate_limited',
  'provider_rejected',
  'service_unavailable',
]);

const CONTEXT_KEYS: Record<ErrorContext, { title: string; description: string }> = {
  generic: { title: 'toasts.generic.title', description: 'toasts.generic.description' },
  generation: { title: 'toasts.generation.title', description: 'toasts.generation.description' },
  refine: { title: 'toasts.refine.title', description: 'toasts.refine.description' },
  alternative: {
    title: 'toasts.alternative.title',
    description: 'toasts.alternative.description',
  },
  alternatives: {
    title: 'toasts.alternatives.title',
    description: 'toasts.generic.description',
  },
  checkout: { title: 'toasts.generic.title', description: 'toasts.checkout.failed' },
  logout: { title: 'toasts.logout.title', description: 'toasts.logout.description' },
  testLogin: { title: 'toasts.testLogin.title', description: 'toasts.generic.description' },
};

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as string[]).includes(code);
}

function isNetworkError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const status = (error as { status?: unknown }).status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  const body = errorBody(error);
  if (body) return `${body.code} ${body.message}`;
  return typeof error === 'string' ? error : '';
}

/**
 * Maps an RTK Query error (or any thrown error) to the spec's toast texts, by the API's `code`
 * (ARCHITECTURE.md "Errors") and the action's context.
 */
export function describeError(error: unknown, context: ErrorContext = 'generic'): ErrorToast {
  const t = i18next.t.bind(i18next);
  const keys = CONTEXT_KEYS[context];
  const make = (title: string, description: string): ErrorToast => ({
    title,
    description,
    variant: 'destructive',
  });

  if (isNetworkError(error)) {
    return make(t('toasts.network.title'), t('toasts.network.description'));
  }
  const body = errorBody(error);
  const code = isErrorCode(body?.code) ? body.code : null;

  if (code === 'account_disabled') {
    return make(
      t('toasts.accountDisabled.title'),
      t('errors:account_disabled', { defaultValue: body?.message ?? '' }),
    );
  }
  if (code === 'unauthenticated') {
    return make(t('toasts.authRequired.title'), t('toasts.authRequired.description'));
  }
  if (
    context === 'generation' &&
    (code === 'insufficient_credits' || /credit|insufficient/i.test(errorText(error)))
  ) {
    return make(t('toasts.highDemand.title'), t('toasts.highDemand.description'));
  }
  if (code === 'insufficient_credits') {
    // The server's message states the cost staff set, in the app's language (Accept-Language).
    return make(
      t('toasts.insufficientCredits.title'),
      body?.message || t('toasts.insufficientCredits.description'),
    );
  }
  if (code === 'proposal_limit') {
    return make(t('toasts.proposalLimit.title'), t('toasts.proposalLimit.description'));
  }
  if (code && ACTIONABLE.has(code)) {
    // errors.json is shared with the server, whose placeholders are single-braced: `{fields}`.
    const entry: unknown = t(`errors:${code}`, {
      returnObjects: true,
      defaultValue: body?.message ?? '',
    });
    // Other placeholders ({count}) and plural forms (`{ one, other }`, nestjs-i18n's) are the
    // server's to fill: its message, in the app's language (Accept-Language), says the number.
    if (typeof entry !== 'string' || /\{(?!fields\})\w+\}/.test(entry)) {
      return make(t(keys.title), body?.message || t(keys.description));
    }
    return make(t(keys.title), entry.replace('{fields}', body?.fields?.join(', ') ?? ''));
  }
  return make(t(keys.title), t(keys.description));
}

/** Shows the mapped toast (one at a time, replacing the current one) and returns its texts. */
export function toastForError(error: unknown, context: ErrorContext = 'generic'): ErrorToast {
  const described = describeError(error, context);
  toast(described);
  return described;
}
