import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

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
  it('keeps text fields read-only and selects disabled until released, then as they were', () => {
    document.body.innerHTML =
      '<div id="root"><textarea id="t"></textarea><input id="i" type="email"><input id="r" readonly><select id="s"><option>a</option></select><input id="c" type="checkbox"></div>';
    const early = holdEarlyClicks();
    const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    expect(byId<HTMLTextAreaElement>('t').readOnly).toBe(true);
    expect(byId<HTMLInputElement>('i').readOnly).toBe(true);
    expect(byId<HTMLSelectElement>('s').disabled).toBe(true);
    expect(byId<HTMLInputElement>('c').readOnly).toBe(false);
    byId('c').click();
    expect(byId<HTMLInputElement>('c').checked).toBe(false);

    expect(early.release().map((el) => el.id)).toEqual(['c']);
    expect(byId<HTMLTextAreaElement>('t').readOnly).toBe(false);
    expect(byId<HTMLInputElement>('i').readOnly).toBe(false);
    expect(byId<HTMLInputElement>('r').readOnly).toBe(true);
    expect(byId<HTMLSelectElement>('s').disabled).toBe(false);
    expect(document.querySelector('[data-held-until-hydration]')).toBeNull();
  });
});
