// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHtml } from './prerender-pages';

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Cena — pt</title>
    <meta
      name="description"
      content="Descrição"
    />
    <meta property="og:locale" content="pt_BR" />
    <meta property="og:title" content="Cena — pt" />
    <meta
      property="og:description"
      content="Descrição"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  const page = {
    html: '<main><h1>Promo videos</h1></main>',
    title: 'Cena — "videos" & more',
    description: 'Make <great> videos',
  };

  it("puts the page's markup, language and head texts (escaped) into index.html", () => {
    const html = pageHtml(TEMPLATE, 'en-US', page);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<title>Cena — &#34;videos&#34; &#38; more</title>');
    expect(html).toContain('<meta name="description" content="Make &#60;great&#62; videos" />');
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html).toContain(
      '<meta property="og:title" content="Cena — &#34;videos&#34; &#38; more" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Make &#60;great&#62; videos" />',
    );
    expect(html).toContain(
      '<div id="root" data-prerendered="en-US"><main><h1>Promo videos</h1></main></div>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html).not.toContain('pt_BR');
  });

  it('keeps `$` sequences of the markup as they are', () => {
    const html = pageHtml(TEMPLATE, 'pt-BR', { ...page, html: '<p>R$ 29,90 $& $1</p>' });
    expect(html).toContain('<p>R$ 29,90 $& $1</p>');
  });

  it('refuses a template without the root or a head tag it replaces', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), 'en-US', page)).toThrow(
      /index.html lacks/,
    );
    expect(() => pageHtml(TEMPLATE.replace(/<title>.*<\/title>/, ''), 'en-US', page)).toThrow(
      /index.html lacks/,
    );
  });
});
