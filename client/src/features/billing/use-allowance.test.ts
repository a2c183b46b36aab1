import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n, loadLocale } from '../../app/i18n';
import { ALLOWANCE } from '../../test/api';
import { bonusMessage, videosFor } from './use-allowance';

const KEYS = { videos: 'hero.ticks.freeVideos', credits: 'hero.ticks.freeCredits' };

describe('the signup bonus as texts state it', () => {
  beforeAll(async () => {
    await initI18n('pt-BR');
    await loadLocale('en-US');
  });

  const text = (signupBonus: number, videoCost: number, lang = 'pt-BR') => {
    const message = bonusMessage({ ...ALLOWANCE, signupBonus, videoCost }, KEYS);
    return message && i18next.getFixedT(lang, 'landing')(message.key, message.args);
  };

  it('counts the whole videos the bonus pays for at the cost staff set', () => {
    expect(text(50, 25)).toBe('2 vídeos grátis');
    expect(text(20, 20)).toBe('1 vídeo grátis');
    expect(text(60, 25)).toBe('2 vídeos grátis');
    expect(videosFor(60, 25)).toBe(2);
    expect(text(50, 25, 'en-US')).toBe('2 free videos');
    expect(text(20, 20, 'en-US')).toBe('1 free video');
  });

  it('states the credits when they pay for no whole video, and nothing without a bonus', () => {
    expect(text(10, 25)).toBe('10 créditos grátis');
    expect(text(1, 25)).toBe('1 crédito grátis');
    expect(text(0, 25)).toBeNull();
    expect(bonusMessage({ ...ALLOWANCE, signupBonus: 50, videoCost: 25 }, KEYS)?.args).toEqual({
      count: 2,
      credits: 50,
      cost: 25,
    });
  });
});
