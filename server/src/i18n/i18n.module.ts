import { dirname, join } from 'node:path';
import { DEFAULT_LOCALE } from '@cena/contracts';
import { Module } from '@nestjs/common';
import { AcceptLanguageResolver, I18nModule as NestI18nModule, QueryResolver } from 'nestjs-i18n';

/** libs/i18n holds every product text; the server reads the same locale files as the clients. */
export const LOCALES_DIR = join(dirname(require.resolve('@cena/i18n/package.json')), 'locales');

@Module({
  imports: [
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
      resolvers: [{ use: QueryResolver, options: ['lang'] }, AcceptLanguageResolver],
      logging: false,
      // The language is resolved by the module's global interceptor, after the guards; the
      // error filter resolves it itself for an error raised before (language-middleware.ts).
      // The middleware did the same work again for every request, through middie.
      disableMiddleware: true,
    }),
  ],
})
export class I18nModule {}
