import { Test } from '@nestjs/testing';
import { I18nService } from 'nestjs-i18n';
import { I18nModule } from './i18n.module';

/** The error texts as the global filter words them: the real locale files through nestjs-i18n. */
describe('error messages', () => {
  let i18n: I18nService;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [I18nModule] }).compile();
    await moduleRef.init();
    i18n = moduleRef.get(I18nService);
  });

  const daily = (lang: string, count: number) =>
    i18n.translate('errors.daily_limit_reached', { lang, args: { count } });

  it('says the daily limit in the singular for 1 video and the plural for 5, in five languages', () => {
    expect(daily('pt-BR', 1)).toBe(
      'Você atingiu o limite de 1 vídeo por dia do plano Basic. Volte amanhã ou assine o Pro.',
    );
    expect(daily('pt-BR', 5)).toBe(
      'Você atingiu o limite de 5 vídeos por dia do plano Basic. Volte amanhã ou assine o Pro.',
    );
    expect(daily('en-US', 1)).toContain('limit of 1 video a day');
    expect(daily('en-US', 5)).toContain('limit of 5 videos a day');
    expect(daily('es-ES', 1)).toContain('límite de 1 vídeo al día');
    expect(daily('es-ES', 5)).toContain('límite de 5 vídeos al día');
    expect(daily('fr-FR', 1)).toContain('limite de 1 vidéo par jour');
    expect(daily('fr-FR', 5)).toContain('limite de 5 vidéos par jour');
    expect(daily('de-DE', 1)).toContain('Limit von 1 Video pro Tag');
    expect(daily('de-DE', 5)).toContain('Limit von 5 Videos pro Tag');
  });
});
