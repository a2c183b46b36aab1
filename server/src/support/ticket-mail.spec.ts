import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCALES } from '@cena/contracts';
import { renderTicketReply } from './ticket-mail';

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
  ticketUrl: 'https://cena.app/ajuda/t1',
  name: 'Ana',
  subject: 'Cobrança {name} <duplicada>',
  reply: 'Devolvemos o valor.\n\nQualquer coisa, é só chamar.',
};

describe('renderTicketReply', () => {
  it('quotes the reply, links to the ticket and keeps user text out of placeholders', () => {
    const mail = renderTicketReply(translator('pt-BR'), { ...content, lang: 'pt-BR' });
    expect(mail.subject).toBe('Respondemos seu pedido de ajuda “Cobrança {name} <duplicada>”');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('Devolvemos o valor.\n\nQualquer coisa, é só chamar.');
    expect(mail.text).toContain('Ver conversa: https://cena.app/ajuda/t1');
    expect(mail.html).toContain('Cobrança {name} &lt;duplicada&gt;');
    expect(mail.html).not.toContain('<duplicada>');
    expect(mail.html).toContain('href="https://cena.app/ajuda/t1"');
  });

  it('has its texts in every locale', () => {
    for (const lang of LOCALES) {
      const mail = renderTicketReply(translator(lang), { ...content, lang });
      expect(mail.subject).toContain('Cobrança');
    }
  });

  it('bounds the subject line and the quoted reply', () => {
    const mail = renderTicketReply(translator('en-US'), {
      ...content,
      lang: 'en-US',
      subject: 'x'.repeat(500),
      reply: 'y'.repeat(10_000),
    });
    expect(mail.subject.length).toBeLessThan(140);
    expect(mail.text).not.toContain('y'.repeat(1_600));
  });
});
