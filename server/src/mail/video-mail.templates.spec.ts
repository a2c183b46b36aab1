import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cena/contracts';
import {
  renderVideoFailed,
  renderVideoReady,
  resolveMailLocale,
  type Translate,
} from './video-mail.templates';

const LOCALES_DIR = join(dirname(require.resolve('@cena/i18n/package.json')), 'locales');
type Tree = { [key: string]: string | Tree };
const load = (lang: string): Tree =>
  JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'mail.json'), 'utf8')) as Tree;

/** The same lookup nestjs-i18n does (dotted path, plural forms by Intl.PluralRules), strict. */
function translator(lang: Locale): Translate {
  const tree = load(lang);
  return (key, args) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'object' && args)
      node = node[new Intl.PluralRules(lang).select(args.count)];
    if (typeof node !== 'string') throw new Error(`${lang}: missing mail.${key}`);
    return args ? node.replace('{count}', String(args.count)) : node;
  };
}

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}.`),
  );

const ready = {
  homeUrl: 'https://cena.app',
  name: 'Ana',
  title: 'Pão de queijo',
  watchUrl: 'https://cena.app/dashboard/my-videos?video=1',
  thumbnailUrl: 'https://cena.app/media/t.jpg?exp=1&sig=2',
};
const failed = {
  homeUrl: 'https://cena.app',
  name: 'Ana',
  title: 'Pão de queijo',
  errorCode: 'provider_failed',
  creditsRefunded: 20,
  retryUrl: 'https://cena.app/dashboard',
};

describe('video e-mails', () => {
  it('has the same mail keys in every locale', () => {
    const source = keysOf(load(DEFAULT_LOCALE)).sort();
    for (const lang of LOCALES) expect(keysOf(load(lang)).sort()).toEqual(source);
  });

  it.each(LOCALES)('renders both e-mails completely in %s', (lang) => {
    const t = translator(lang);
    for (const mail of [
      renderVideoReady(t, { ...ready, lang }),
      renderVideoFailed(t, { ...failed, lang }),
    ]) {
      expect(mail.subject).toContain('Pão de queijo');
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/\{\w+\}|video_ready\.|video_failed\.|common\./);
      }
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(mail.text).toContain('https://cena.app/');
    }
  });

  it('shows an upright thumbnail narrower than a wide one', () => {
    const width = (aspectRatio?: '16:9' | '9:16' | '1:1') =>
      /<img [^>]*width="(\d+)"/u.exec(
        renderVideoReady(translator('pt-BR'), { ...ready, lang: 'pt-BR', aspectRatio }).html,
      )?.[1];
    expect([width(), width('16:9'), width('1:1'), width('9:16')]).toEqual([
      '496',
      '496',
      '320',
      '220',
    ]);
  });

  it('writes the pt-BR "ready" e-mail in the brand voice', () => {
    const mail = renderVideoReady(translator('pt-BR'), { ...ready, lang: 'pt-BR' });
    expect(mail.subject).toBe('Seu vídeo “Pão de queijo” está pronto');
    expect(mail.text).toBe(
      [
        'Olá, Ana!',
        'Terminamos “Pão de queijo”. Ele já está esperando por você.',
        'Baixe e compartilhe nas suas redes, no WhatsApp ou onde seus clientes estiverem.',
        'Assistir vídeo: https://cena.app/dashboard/my-videos?video=1',
        '— Equipe Cena',
        'Você recebeu este e-mail porque criou um vídeo no Cena.',
        'Seu vídeo promocional em segundos, com IA.',
      ].join('\n\n') + '\n',
    );
    expect(mail.html).toContain(
      'src="https://cena.app/media/t.jpg?exp=1&amp;sig=2" alt="Pão de queijo"',
    );
    expect(mail.html).toContain('>Assistir vídeo</a>');
  });

  it('explains a failure, the refund (plural-aware) and the way back', () => {
    const t = translator('pt-BR');
    const rejected = renderVideoFailed(t, {
      ...failed,
      lang: 'pt-BR',
      errorCode: 'provider_rejected',
    });
    expect(rejected.text).toContain('O gerador recusou essa descrição.');
    expect(rejected.text).toContain('Devolvemos 20 créditos para sua conta.');
    expect(rejected.text).toContain('Tentar de novo: https://cena.app/dashboard');
    const one = renderVideoFailed(t, { ...failed, lang: 'pt-BR', creditsRefunded: 1 });
    expect(one.text).toContain('Devolvemos 1 crédito para sua conta.');
    expect(one.text).toContain('O problema foi do nosso lado, não seu.');
    const none = renderVideoFailed(t, { ...failed, lang: 'pt-BR', creditsRefunded: 0 });
    expect(none.text).not.toContain('Devolvemos');
  });

  it('greets without a name, titles an untitled video and keeps user text on one line', () => {
    const t = translator('pt-BR');
    const mail = renderVideoReady(t, { ...ready, lang: 'pt-BR', name: '  ', title: null });
    expect(mail.subject).toBe('Seu vídeo “Vídeo gerado” está pronto');
    expect(mail.text.startsWith('Olá!\n')).toBe(true);
    const injected = renderVideoReady(t, {
      ...ready,
      lang: 'pt-BR',
      title: 'Promo\r\nBcc: victim@example.com {name}',
    });
    expect(injected.subject).toBe('Seu vídeo “Promo Bcc: victim@example.com {name}” está pronto');
    expect(
      renderVideoReady(t, { ...ready, lang: 'pt-BR', title: 'x'.repeat(300) }).subject.length,
    ).toBeLessThan(160);
  });

  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN-us', 'en-US'],
    ['es_MX', 'es-ES'],
    ['fr-CA', 'fr-FR'],
    ['de-AT', 'de-DE'],
    ['it-IT', 'pt-BR'],
    ['', 'pt-BR'],
    [null, 'pt-BR'],
    [undefined, 'pt-BR'],
  ])('resolves locale %j to %s', (locale, expected) => {
    expect(resolveMailLocale(locale)).toBe(expected);
  });
});
