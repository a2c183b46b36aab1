import type { INestApplication } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import { I18N_OPTIONS, I18N_RESOLVERS, I18nMiddleware, I18nService } from 'nestjs-i18n';

/**
 * nestjs-i18n's own middleware (the language from `?lang` or Accept-Language, and the request's
 * I18nContext), run by the error filter for an error raised before the module's interceptor set
 * the language (a guard's refusal, a body the parser refused); the middleware itself is off.
 */
export function languageMiddleware(app: INestApplication): I18nMiddleware {
  // Its resolvers are providers of the i18n module: found from the application, not one module.
  const anyModule = { get: (token: unknown) => app.get(token as string) } as unknown as ModuleRef;
  return new I18nMiddleware(
    app.get(I18N_OPTIONS),
    app.get(I18N_RESOLVERS),
    app.get(I18nService),
    anyModule,
  );
}
