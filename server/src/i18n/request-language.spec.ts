import type { ExecutionContext } from '@nestjs/common';
import { RequestLanguageResolver, requestLanguage } from './request-language';

const request = (query: Record<string, unknown>, acceptLanguage?: string) => ({
  query,
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('requestLanguage', () => {
  it('takes ?lang= first when it names one of our languages', () => {
    expect(requestLanguage(request({ lang: 'en-US' }, 'de-DE'))).toBe('en-US');
    expect(requestLanguage(request({ lang: 'es' }, 'de-DE'))).toBe('es-ES');
  });

  it('falls back to the first Accept-Language Cena speaks, by preference', () => {
    expect(requestLanguage(request({ lang: 'xx' }, 'ja, fr;q=0.5, de;q=0.8'))).toBe('de-DE');
    expect(requestLanguage(request({}, 'pt-PT,pt;q=0.9'))).toBe('pt-BR');
    expect(requestLanguage(request({}, 'en-GB'))).toBe('en-US');
  });

  it('answers pt-BR when nothing matches or nothing is said', () => {
    expect(requestLanguage(request({}, 'ja, zh;q=0.9'))).toBe('pt-BR');
    expect(requestLanguage(request({}))).toBe('pt-BR');
    expect(requestLanguage(request({ lang: ['en-US'] }))).toBe('pt-BR');
  });

  it('resolves a request once', () => {
    const one = request({}, 'fr-FR');
    expect(requestLanguage(one)).toBe('fr-FR');
    one.headers = { 'accept-language': 'de-DE' };
    expect(requestLanguage(one)).toBe('fr-FR');
  });

  it('is the rule of the resolver nestjs-i18n is given', () => {
    const context = {
      switchToHttp: () => ({ getRequest: () => request({ lang: 'de' }, 'fr-FR') }),
    } as unknown as ExecutionContext;
    expect(new RequestLanguageResolver().resolve(context)).toBe('de-DE');
  });
});
