import type { BrandKit, BrandKitInput } from '@cena/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/toast-store';
import { BASIC_USER, jsonResponse } from '../../test/api';
import { signedInKit } from '../../test/auth';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 10_000 };
const LOGO_COLORS = ['#1e88e5', '#ffc107', '#263238'];

const EMPTY_KIT: BrandKit = {
  businessName: null,
  whatsapp: null,
  phone: null,
  instagram: null,
  address: null,
  hours: null,
  website: null,
  colors: [],
  logo: null,
  updatedAt: null,
};

const KIT_WITH_LOGO: BrandKit = {
  ...EMPTY_KIT,
  businessName: 'Padaria Pão Dourado',
  logo: {
    url: '/media/brand/logo.png?sig=1',
    mimeType: 'image/png',
    width: 64,
    height: 32,
    suggestedColors: LOGO_COLORS,
  },
  updatedAt: '2026-11-20T12:00:00.000Z',
};

const WHATSAPP_ERROR = 'WhatsApp: informe um número brasileiro com DDD, como (11) 91234-5678.';
const LOGO_ERROR = 'O logo deve ter no máximo 2 MB.';

interface Calls {
  saved: BrandKitInput[];
  previews: { aspectRatio: string; kit: BrandKitInput }[];
  uploads: number;
}

/** The API stand-in: the kit, its save (refusing a WhatsApp without DDD), logo and preview. */
function fakeApi(start: BrandKit): Calls {
  let kit = start;
  const calls: Calls = { saved: [], previews: [], uploads: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname === '/api/auth/sync') {
        return jsonResponse(200, { user: BASIC_USER, created: false });
      }
      if (pathname === '/api/user') return jsonResponse(200, BASIC_USER);
      if (pathname === '/api/brand-kit' && input.method === 'PUT') {
        const body = (await input.json()) as BrandKitInput;
        calls.saved.push(body);
        if (body.whatsapp && !/^\(\d{2}\)/.test(body.whatsapp)) {
          return jsonResponse(400, {
            statusCode: 400,
            code: 'invalid_phone',
            message: WHATSAPP_ERROR,
            fields: ['whatsapp'],
          });
        }
        kit = { ...kit, ...body, updatedAt: '2026-11-21T12:00:00.000Z' };
        return jsonResponse(200, kit);
      }
      if (pathname === '/api/brand-kit') return jsonResponse(200, kit);
      if (pathname === '/api/brand-kit/logo' && input.method === 'PUT') {
        calls.uploads += 1;
        return jsonResponse(400, {
          statusCode: 400,
          code: 'logo_too_large',
          message: LOGO_ERROR,
          fields: ['logo'],
        });
      }
      if (pathname === '/api/brand-kit/preview') {
        calls.previews.push((await input.json()) as Calls['previews'][number]);
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          status: 200,
          headers: { 'Content-Type': 'image/png' },
        });
      }
      return jsonResponse(404, { statusCode: 404, code: 'not_found', message: 'Não encontrado.' });
    }),
  );
  return calls;
}

const hexOf = (n: 1 | 2) => screen.getByLabelText(`Cor ${n}`) as HTMLInputElement;

describe('/minha-marca', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no object URLs; the preview only needs a distinct string per image.
    let next = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++next}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // The toast store outlives a test: its toast must not show in the next one.
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("the logo's colours are chips: one click sets Cor 1, the next Cor 2, and Salvar sends both", async () => {
    const calls = fakeApi(KIT_WITH_LOGO);
    renderApp({ route: '/minha-marca', authKit: signedInKit() });
    await screen.findByRole('heading', { name: 'Minha marca', level: 1 }, SLOW);
    const chips = await screen.findAllByTestId('suggested-color', undefined, SLOW);
    expect(chips.map((chip) => chip.dataset.color)).toEqual(LOGO_COLORS);
    expect(hexOf(1).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Usar a cor #FFC107' }));
    expect(hexOf(1).value).toBe('#ffc107');
    expect(hexOf(2).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Usar a cor #1E88E5' }));
    expect(hexOf(2).value).toBe('#1e88e5');
    // A chosen colour is marked and a second click on it changes nothing.
    const amber = screen.getByRole('button', { name: 'Usar a cor #FFC107' });
    expect(amber.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(amber);
    expect([hexOf(1).value, hexOf(2).value]).toEqual(['#ffc107', '#1e88e5']);
    // With both set, the next pick takes Cor 1's place, then Cor 2's.
    fireEvent.click(screen.getByRole('button', { name: 'Usar a cor #263238' }));
    expect([hexOf(1).value, hexOf(2).value]).toEqual(['#263238', '#1e88e5']);

    // Cor 2 edited by hand, then Cor 1 removed: Cor 2 moves up.
    fireEvent.change(hexOf(2), { target: { value: 'FF5A36' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remover a Cor 1' }));
    expect([hexOf(1).value, hexOf(2).value]).toEqual(['FF5A36', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Usar a cor #1E88E5' }));

    fireEvent.click(screen.getByRole('button', { name: 'Salvar minha marca' }));
    await screen.findByText('Marca salva!', undefined, SLOW);
    expect(calls.saved).toHaveLength(1);
    expect(calls.saved[0]).toMatchObject({
      businessName: 'Padaria Pão Dourado',
      colors: ['#ff5a36', '#1e88e5'],
    });
  });

  it("a refused save shows the API's message under the field it names, until it is edited", async () => {
    const calls = fakeApi(EMPTY_KIT);
    renderApp({ route: '/minha-marca', authKit: signedInKit() });
    const whatsapp = await screen.findByLabelText('WhatsApp', undefined, SLOW);
    expect(whatsapp.getAttribute('placeholder')).toBe('(11) 91234-5678');
    expect(screen.getByLabelText('Instagram').getAttribute('placeholder')).toBe(
      '@padariapaodourado',
    );

    fireEvent.change(whatsapp, { target: { value: '91234-5678' } });
    fireEvent.change(screen.getByLabelText('Nome do negócio'), {
      target: { value: 'Padaria Pão Dourado' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar minha marca' }));
    const message = await screen.findByText(WHATSAPP_ERROR, undefined, SLOW);
    expect(whatsapp.getAttribute('aria-invalid')).toBe('true');
    expect(whatsapp.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(whatsapp);
    // Only that field: the name is not marked, and nothing was saved as a toast would claim.
    expect(screen.getByLabelText('Nome do negócio').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Marca salva!')).toBeNull();
    expect(calls.saved).toHaveLength(1);

    fireEvent.change(whatsapp, { target: { value: '(11) 91234-5678' } });
    expect(screen.queryByText(WHATSAPP_ERROR)).toBeNull();
    expect(whatsapp.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar minha marca' }));
    await screen.findByText('Marca salva!', undefined, SLOW);
    expect(calls.saved[1]).toMatchObject({ whatsapp: '(11) 91234-5678' });
  });

  it("a refused logo shows the API's message", async () => {
    const calls = fakeApi(EMPTY_KIT);
    renderApp({ route: '/minha-marca', authKit: signedInKit() });
    const input = (await screen.findByTestId(
      'brand-logo-input',
      undefined,
      SLOW,
    )) as HTMLInputElement;
    const big = new File([new Uint8Array(16)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe(LOGO_ERROR);
    expect(calls.uploads).toBe(1);
  });

  it('the preview asks for both shapes once the typing stops, with the kit as typed', async () => {
    const calls = fakeApi(KIT_WITH_LOGO);
    renderApp({ route: '/minha-marca', authKit: signedInKit() });
    const whatsapp = await screen.findByLabelText('WhatsApp', undefined, SLOW);
    await waitFor(() => expect(screen.getAllByTestId('end-card-image')).toHaveLength(2), SLOW);
    const first = calls.previews.length;
    expect(calls.previews.map((p) => p.aspectRatio).sort()).toEqual(['16:9', '9:16']);

    for (const text of ['(11', '(11) 9', '(11) 91234-5678']) {
      fireEvent.change(whatsapp, { target: { value: text } });
    }
    await waitFor(() => expect(calls.previews.length).toBe(first + 2), SLOW);
    // The quick edits ask once per shape, with the last text; the last images stay on screen.
    expect(calls.previews.slice(first).map((p) => p.kit.whatsapp)).toEqual([
      '(11) 91234-5678',
      '(11) 91234-5678',
    ]);
    expect(screen.getAllByTestId('end-card-image')).toHaveLength(2);
  });

  it('is reached from the dashboard and from the avatar menu', async () => {
    fakeApi(EMPTY_KIT);
    renderApp({ route: '/dashboard', authKit: signedInKit() });
    const link = await screen.findByRole('link', { name: /Configurar minha marca/ }, SLOW);
    expect(link.getAttribute('href')).toBe('/minha-marca');

    fireEvent.keyDown(screen.getByRole('button', { name: /^Menu da conta de / }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Minha marca' }, SLOW));
    await screen.findByRole('heading', { name: 'Minha marca', level: 1 }, SLOW);
  });
});
