import { escapeHtml, renderMailHtml, safeUrl } from './mail-layout';

const layout = {
  lang: 'pt-BR',
  title: 'Assunto <x>',
  preheader: 'Prévia & mais',
  homeUrl: 'https://cena.app',
  heading: 'Título "citado"',
  paragraphs: ['Olá, <script>alert(1)</script>!', "It's"],
  button: { label: 'Assistir vídeo', href: 'https://cena.app/v?a=1&b=2' },
  linkHint: 'Se o botão não funcionar:',
  footer: ['Rodapé'],
};

describe('mail layout', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('lets only absolute http(s) URLs through', () => {
    expect(safeUrl('https://cena.app/a?b=1')).toBe('https://cena.app/a?b=1');
    expect(() => safeUrl('javascript:alert(1)')).toThrow();
    expect(() => safeUrl('data:text/html,hi')).toThrow();
    expect(() => safeUrl('/relative')).toThrow();
  });

  it('renders escaped text, the wordmark and a coral button', () => {
    const html = renderMailHtml(layout);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Assunto &lt;x&gt;</title>');
    expect(html).toContain('Olá, &lt;script&gt;alert(1)&lt;/script&gt;!');
    expect(html).not.toContain('<script>');
    expect(html).toContain('It&#39;s');
    expect(html).toContain('Título &quot;citado&quot;');
    expect(html).toMatch(/<a href="https:\/\/cena\.app\/"[^>]*>.*Cena<\/a>/);
    expect(html).toMatch(
      /bgcolor="#FF5A36"[\s\S]*<a href="https:\/\/cena\.app\/v\?a=1&amp;b=2"[^>]*color:#FFFFFF[^>]*>Assistir vídeo<\/a>/,
    );
    expect(html).toContain('Prévia &amp; mais');
  });

  it('leaves out the button, hint and image when not given', () => {
    const html = renderMailHtml({ ...layout, button: undefined, image: undefined });
    expect(html).not.toContain('Assistir vídeo');
    expect(html).not.toContain('Se o botão');
    expect(html).not.toContain('<img');
  });

  it('refuses a javascript: link in the button or image', () => {
    expect(() =>
      renderMailHtml({ ...layout, button: { label: 'x', href: 'javascript:alert(1)' } }),
    ).toThrow();
    expect(() =>
      renderMailHtml({
        ...layout,
        image: { src: 'javascript:x', alt: 'a', href: 'https://cena.app' },
      }),
    ).toThrow();
  });
});
