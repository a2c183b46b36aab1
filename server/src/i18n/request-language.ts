import {
  DEFAULT_LOCALE,
  type Locale,
  localeFromAcceptLanguage,
  matchLocale,
} from '@cena/contracts';
import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { I18nResolver } from 'nestjs-i18n';
import type { FastifyRequest } from 'fastify';

const resolved = new WeakMap<object, Locale>();

/**
 * The language a request is answered in: `?lang=` when it names one of Cena's, else the first of
 * Accept-Language's that Cena speaks (as the apps pick it), else pt-BR. Resolved when a text is
 * about to be translated, once per request, rather than for every request on the way in.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Locale {
  const known = resolved.get(request);
  if (known) return known;
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lang === 'string' ? matchLocale(query.lang) : null;
  const locale =
    asked ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
  resolved.set(request, locale);
  return locale;
}

/** A handler's parameter: the request's language (requestLanguage). */
export const RequestLanguage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Locale =>
    requestLanguage(context.switchToHttp().getRequest<FastifyRequest>()),
);

/**
 * nestjs-i18n's resolver slot holds the same rule, so anything of the library that resolves a
 * request's language (its middleware if ever turned on) agrees with requestLanguage.
 */
@Injectable()
export class RequestLanguageResolver implements I18nResolver {
  resolve(context: ExecutionContext): Locale {
    return requestLanguage(context.switchToHttp().getRequest<FastifyRequest>());
  }
}
