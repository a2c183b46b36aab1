import { type ChangeEvent, createElement, type ReactElement, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';
import { hydratePrerendered } from './hydrate-prerendered';
import { HydrationSlice } from './HydrationSlice';
import { lazyPage } from './router';
import { useHydrated } from './use-hydrated';

describe('holdEarlyClicks', () => {
  afterEach(() => document.body.replaceChildren());

  it("holds a click on a prerendered control, once, and lets links and the page's outside be", () => {
    document.body.innerHTML =
      '<div id="root"><button id="b"><span id="inner">Entrar</span></button><a id="a" href="#x">x</a></div><button id="out">out</button>';
    const seen = vi.fn();
    document.addEventListener('click', (event) => seen((event.target as Element).id));
    const early = holdEarlyClicks();
    document.getElementById('inner')!.click();
    document.getElementById('b')!.click();
    document.getElementById('a')!.click();
    document.getElementById('out')!.click();
    expect(seen.mock.calls.map(([id]) => id)).toEqual(['a', 'out']);

    expect(early.release().map((el) => el.id)).toEqual(['b']);
    document.getElementById('b')!.click();
    expect(seen).toHaveBeenLastCalledWith('b');
    expect(early.release()).toEqual([]);
  });
});

describe('holdEarlyClicks, fields', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps selects disabled until released and text fields editable, then as they were', () => {
    document.body.innerHTML =
      '<div id="root"><textarea id="t"></textarea><input id="i" type="email"><input id="r" readonly><select id="s"><option>a</option></select><input id="c" type="checkbox"></div>';
    const early = holdEarlyClicks();
    const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    expect(byId<HTMLTextAreaElement>('t').readOnly).toBe(false);
    expect(byId<HTMLInputElement>('i').readOnly).toBe(false);
    expect(byId<HTMLSelectElement>('s').disabled).toBe(true);
    byId('c').click();
    expect(byId<HTMLInputElement>('c').checked).toBe(false);

    expect(early.release().map((el) => el.id)).toEqual(['c']);
    expect(byId<HTMLInputElement>('r').readOnly).toBe(true);
    expect(byId<HTMLSelectElement>('s').disabled).toBe(false);
    expect(document.querySelector('[data-held-until-hydration]')).toBeNull();
  });

  it('gives a field what was typed into it again on release, as an input event', () => {
    document.body.innerHTML =
      '<div id="root"><textarea id="t"></textarea><input id="f" type="file"></div>';
    const early = holdEarlyClicks();
    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.value = 'Padaria';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('f')!.dispatchEvent(new Event('input', { bubbles: true }));
    const seen: string[] = [];
    document.addEventListener('input', (event) => seen.push((event.target as HTMLElement).id));
    early.release();
    expect(seen).toEqual(['t']);
    expect(field.value).toBe('Padaria');
  });
});

describe('holdEarlyClicks, released once the page is hydrated', () => {
  afterEach(() => document.body.replaceChildren());

  /** The language switch of the prerendered landing: a select in a part hydrated on its own. */
  function LanguagePick() {
    const [language, setLanguage] = useState('pt-BR');
    return createElement(
      'div',
      null,
      createElement('output', { id: 'shown' }, language),
      createElement(
        'select',
        {
          id: 'pick',
          value: language,
          onChange: (e: ChangeEvent<HTMLSelectElement>) => setLanguage(e.target.value),
        },
        createElement('option', { value: 'pt-BR' }, 'Português'),
        createElement('option', { value: 'en-US' }, 'English'),
      ),
      createElement(
        'button',
        { id: 'more', type: 'button', onClick: () => setLanguage('de-DE') },
        'de',
      ),
    );
  }
  /** As the landing does: drawn again once hydrated (useHydrated), its slices with it. */
  function Page() {
    const hydrated = useHydrated();
    return createElement(
      'main',
      null,
      createElement(HydrationSlice, null, createElement('h1', null, 'Cena')),
      createElement(HydrationSlice, null, createElement(LanguagePick)),
      hydrated && createElement('p', null, 'below the fold'),
    );
  }
  const page = () => createElement(Page);

  /** A #root holding the server's HTML of `tree`, as a prerendered page arrives. */
  function mountPrerendered(tree: ReactElement): HTMLElement {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderToString(tree);
    document.body.append(root);
    return root;
  }

  it('keeps the select held until every part is hydrated, so a language chosen then is kept', async () => {
    const root = mountPrerendered(page());
    const select = () => document.getElementById('pick') as HTMLSelectElement;
    const early = holdEarlyClicks();
    expect(select().disabled).toBe(true);

    let chosen = false;
    hydratePrerendered(root, page(), () => {
      for (const control of early.release()) control.click();
      // The visitor's choice, the moment the field is theirs again.
      expect(select().disabled).toBe(false);
      select().value = 'en-US';
      select().dispatchEvent(new Event('change', { bubbles: true }));
      chosen = true;
    });
    // Hydration has only started: the field is still held.
    expect(select().disabled).toBe(true);
    await vi.waitFor(() => expect(chosen).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(document.getElementById('shown')!.textContent).toBe('en-US'));
    expect(select().value).toBe('en-US');
  });

  it("keeps a lazy page's select held until its boundary is hydrated (the /auth page)", async () => {
    // /auth: the page is the router's lazy boundary, its language select right inside it.
    const authPage = () => lazyPage(createElement('main', null, createElement(LanguagePick)));
    const root = mountPrerendered(authPage());
    const select = () => document.getElementById('pick') as HTMLSelectElement;
    const early = holdEarlyClicks();
    let chosen = false;
    hydratePrerendered(root, authPage(), () => {
      early.release();
      select().value = 'en-US';
      select().dispatchEvent(new Event('change', { bubbles: true }));
      chosen = true;
    });
    await vi.waitFor(() => expect(chosen).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(document.getElementById('shown')!.textContent).toBe('en-US'));
    expect(select().value).toBe('en-US');
  });

  /** The landing's prompt box: a controlled textarea with its counter, in a part of its own. */
  function PromptBox() {
    const [prompt, setPrompt] = useState('');
    return createElement(
      'div',
      null,
      createElement('textarea', {
        id: 'prompt',
        value: prompt,
        maxLength: 500,
        onChange: (e: ChangeEvent<HTMLTextAreaElement>) => setPrompt(e.target.value),
      }),
      createElement('output', { id: 'count' }, `${prompt.length}/500`),
    );
  }

  it('keeps what was pasted into a field before hydration: React gets it once hydrated', async () => {
    const landing = () =>
      createElement('main', null, createElement(HydrationSlice, null, createElement(PromptBox)));
    const root = mountPrerendered(landing());
    const early = holdEarlyClicks();
    const box = () => document.getElementById('prompt') as HTMLTextAreaElement;
    // The paste lands in the prerendered field, before React has hydrated it.
    box().value = 'Padaria Pão Dourado';
    box().dispatchEvent(new Event('input', { bubbles: true }));
    let released = false;
    hydratePrerendered(root, landing(), () => {
      early.release();
      released = true;
    });
    await vi.waitFor(() => expect(released).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(document.getElementById('count')!.textContent).toBe('19/500'));
    expect(box().value).toBe('Padaria Pão Dourado');
  });

  it('clicks a control held before hydration again once its part is hydrated', async () => {
    const root = mountPrerendered(page());
    const early = holdEarlyClicks();
    document.getElementById('more')!.click();
    let released = false;
    hydratePrerendered(root, page(), () => {
      expect(early.release().map((el) => el.id)).toEqual(['more']);
      document.getElementById('more')!.click();
      released = true;
    });
    await vi.waitFor(() => expect(released).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(document.getElementById('shown')!.textContent).toBe('de-DE'));
  });
});
