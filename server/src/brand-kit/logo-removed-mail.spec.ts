import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCALES } from '@cena/contracts';
import { renderLogoRemoved } from './logo-removed-mail';

const LOCALES_DIR = join(dirname(require.resolve('@cena/i18n/package.json')), 'locales');
type Tree = { [key: string]: string | Tree };

/** A strict lookup in the locale's mail.json: a missing key throws. */
function translator(lang: string): (key: string) => string {
  const tree = JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'mail.json'), 'utf8')) as Tree;
  return (key) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`${lang}: missing mail.${key}`);
    return node;
  };
}

const content = {
  homeUrl: 'https://cena.app',
  brandKitUrl: 'https://cena.app/minha-marca',
  name: 'Ana',
  reason: 'O logo usa a marca de outra empresa <Nike>.\n\nEnvie um logo próprio.',
};

describe('renderLogoRemoved', () => {
  it('quotes the reason, links to the brand kit and escapes user text in HTML', () => {
    const mail = renderLogoRemoved(translator('pt-BR'), { ...content, lang: 'pt-BR' });
    expect(mail.subject).toBe('Removemos o logo da sua marca no Cena');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain(
      'O logo usa a marca de outra empresa <Nike>.\n\nEnvie um logo próprio.',
    );
    expect(mail.text).toContain('Enviar outro logo: https://cena.app/minha-marca');
    expect(mail.html).toContain('&lt;Nike&gt;');
    expect(mail.html).not.toContain('<Nike>');
    expect(mail.html).toContain('href="https://cena.app/minha-marca"');
  });

  it('has its texts in every locale', () => {
    for (const lang of LOCALES) {
      const mail = renderLogoRemoved(translator(lang), { ...content, lang });
      expect(mail.subject).toMatch(/logo/i);
      expect(mail.text).toContain('https://cena.app/minha-marca');
    }
  });

  it('bounds the quoted reason', () => {
    const mail = renderLogoRemoved(translator('en-US'), {
      ...content,
      lang: 'en-US',
      reason: 'y'.repeat(10_000),
    });
    expect(mail.text).not.toContain('y'.repeat(600));
  });
});
