import type { TranslateFunction } from 'react-admin';

/**
 * A stored code as the staff member reads it: the message `<prefix>.<code>`, or the code itself
 * when no message names it (a value added on the server before the back office knows it).
 */
export function codeLabel(translate: TranslateFunction, prefix: string, code: string): string {
  return translate(`${prefix}.${code}`, { _: code });
}

/** A video provider or prompt engine ('local', 'veo', 'openai'…) by name. */
export const engineLabel = (translate: TranslateFunction, code: string) =>
  codeLabel(translate, 'codes.engine', code);

/** Why a render failed ('provider_failed'…), in words. */
export const failureLabel = (translate: TranslateFunction, code: string) =>
  codeLabel(translate, 'codes.failure', code);

/** A video's business category ('bakery'…), in words. */
export const categoryLabel = (translate: TranslateFunction, code: string) =>
  codeLabel(translate, 'codes.category', code);
