import { dirname, join } from 'node:path';
import { DEFAULT_LOCALE } from '@cena/contracts';
import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nModule as NestI18nModule } from 'nestjs-i18n';
import { RequestLanguageResolver } from './request-language';

/** libs/i18n holds every product text; the server reads the same locale files as the clients. */
export const LOCALES_DIR = join(dirname(require.resolve('@cena/i18n/package.json')), 'locales');

/**
 * nestjs-i18n's module without its global interceptor: the interceptor resolved the language
 * and opened an async context for every request (a fifth of a gallery request's work), while
 * only errors, mails and a few pages translate; they call requestLanguage with the request.
 */
function withoutLanguageInterceptor(module: DynamicModule): DynamicModule {
  const providers = (module.providers ?? []).filter(
    (provider: Provider) =>
      !(
        typeof provider === 'object' &&
        'provide' in provider &&
        provider.provide === APP_INTERCEPTOR
      ),
  );
  return { ...module, providers };
}

@Module({
  imports: [
    withoutLanguageInterceptor(
      NestI18nModule.forRoot({
        fallbackLanguage: DEFAULT_LOCALE,
        fallbacks: {
          'pt-*': 'pt-BR',
          pt: 'pt-BR',
          'en-*': 'en-US',
          en: 'en-US',
          'es-*': 'es-ES',
          es: 'es-ES',
          'fr-*': 'fr-FR',
          fr: 'fr-FR',
          'de-*': 'de-DE',
          de: 'de-DE',
        },
        loaderOptions: { path: LOCALES_DIR, watch: false },
        resolvers: [RequestLanguageResolver],
        logging: false,
        // The language is resolved where a text is translated (request-language.ts), not by the
        // module's middleware or interceptor for every request.
        disableMiddleware: true,
      }),
    ),
  ],
})
export class I18nModule {}
