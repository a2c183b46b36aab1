import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ALERT_KINDS } from '@cena/contracts';
import { adminMailLocale, alertSummary, renderAlertOpened } from './alert-mail';

type Translate = (key: string) => string;

const LOCALES_DIR = join(dirname(require.resolve('@cena/i18n/package.json')), 'locales');
type Tree = { [key: string]: string | Tree };

/** The lookup nestjs-i18n does (dotted path), strict: a missing key fails the test. */
function translator(lang: string): Translate {
  const tree = JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'mail.json'), 'utf8')) as Tree;
  return (key) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`${lang}: missing mail.${key}`);
    return node;
  };
}

const VALUES = {
  failed: 6,
  ended: 10,
  percent: 60,
  threshold: 20,
  waiting: 51,
  oldestWaitingMinutes: 16,
  maxWaiting: 50,
  maxMinutes: 15,
  count: 3,
  rejected: 1,
};

describe('alert e-mail', () => {
  it('speaks pt-BR to everyone but English-speaking admins', () => {
    expect(adminMailLocale('en-US')).toBe('en-US');
    expect(adminMailLocale('en-GB')).toBe('en-US');
    expect(adminMailLocale('pt-BR')).toBe('pt-BR');
    expect(adminMailLocale('es-ES')).toBe('pt-BR');
    expect(adminMailLocale(null)).toBe('pt-BR');
  });

  it('has a title and a sentence for every kind, with every placeholder filled', () => {
    for (const lang of ['pt-BR', 'en-US'] as const) {
      for (const kind of ALERT_KINDS) {
        const summary = alertSummary(translator(lang), lang, kind, VALUES);
        expect(summary).not.toMatch(/[{}]/);
        const mail = renderAlertOpened(translator(lang), {
          lang,
          homeUrl: 'https://cena.app',
          alertUrl: 'https://cena.app/admin/alerts/a1/show',
          kind,
          severity: 'critical',
          values: VALUES,
        });
        expect(mail.subject).not.toMatch(/[{}]/);
        expect(mail.text).toContain(summary);
        expect(mail.text).toContain('https://cena.app/admin/alerts/a1/show');
        expect(mail.html).toContain('https://cena.app/admin/alerts/a1/show');
      }
    }
  });

  it('formats the numbers for the reader', () => {
    const values = { ...VALUES, failed: 3, ended: 11, percent: 27.3 };
    expect(alertSummary(translator('pt-BR'), 'pt-BR', 'failure_rate', values)).toBe(
      '3 de 11 vídeos terminados na última hora falharam (27,3%; limite 20%).',
    );
    const mail = renderAlertOpened(translator('en-US'), {
      lang: 'en-US',
      homeUrl: 'https://cena.app',
      alertUrl: 'https://cena.app/admin/alerts/a1/show',
      kind: 'failure_rate',
      severity: 'warning',
      values,
    });
    expect(mail.subject).toBe('Cena alert: high failure rate');
    expect(mail.text).toContain(
      '3 of the 11 videos that ended in the last hour failed (27.3%; threshold 20%).',
    );
    expect(mail.text).toContain('(warning)');
  });
});
