import type { PlansResponse } from '@cena/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLOWANCE, jsonResponse } from '../../test/api';
import { renderApp } from '../../test/render';

/** Lazy chunks load slowly on a busy machine. */
const SLOW = { timeout: 15_000 };

/** `GET /api/plans` with the numbers staff set (a bonus of 50 at 25 credits a video). */
const PLANS: PlansResponse = {
  currency: 'BRL',
  plans: [
    {
      plan: 'basic',
      productKey: null,
      name: 'Basic',
      description: 'Para experimentar a Cena.',
      priceCents: 0,
      price: 'R$ 0,00',
      interval: '',
      monthlyCredits: 0,
      features: ['2 vídeos grátis (50 créditos de boas-vindas)', 'Até 5 vídeos por dia'],
    },
    {
      plan: 'pro',
      productKey: 'pro_monthly',
      name: 'Pro',
      description: 'Para quem divulga toda semana.',
      priceCents: 3490,
      price: 'R$ 34,90',
      interval: '/mês',
      monthlyCredits: 100,
      features: ['100 créditos por mês (4 vídeos)'],
    },
  ],
  packages: [],
  allowance: ALLOWANCE,
};

function servePlans(answer: () => Response = () => jsonResponse(200, PLANS)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) =>
      new URL(input.url).pathname === '/api/plans'
        ? answer()
        : jsonResponse(404, { statusCode: 404, code: 'not_found', message: 'x' }),
    ),
  );
}

describe('landing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the hero, the generator card with its counter and the lazy sections', async () => {
    servePlans();
    renderApp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Crie vídeos promocionais incríveis com IA',
    );
    expect(screen.getAllByText('Powered by AI').length).toBeGreaterThan(0);
    // The bonus staff set (50 credits at 25 a video), in the plural it asks for.
    expect(await screen.findByText('2 vídeos grátis', {}, SLOW)).toBeTruthy();
    for (const tick of ['Sem cartão de crédito', 'Qualidade profissional']) {
      expect(screen.getByText(tick)).toBeTruthy();
    }
    const box = screen.getByRole('textbox', { name: 'Descreva seu vídeo' });
    fireEvent.change(box, { target: { value: 'Bolo de cenoura' } });
    expect(screen.getByText('15/500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver exemplos' })).toBeTruthy();

    // Below the fold (its own chunk): features, the plans as the server sells them, FAQ.
    expect(await screen.findByRole('button', { name: 'Começar Agora' }, SLOW)).toBeTruthy();
    for (const title of [
      'Rápido e Fácil',
      'IA Avançada',
      'Comece Grátis',
      'Inspire-se com a Comunidade',
    ]) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    expect(await screen.findByText('R$ 34,90', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('R$ 0,00')).toBeTruthy();
    expect(screen.getByText('2 vídeos grátis (50 créditos de boas-vindas)')).toBeTruthy();
    expect(screen.getByText('Perguntas frequentes')).toBeTruthy();
    expect(
      screen.getByText(
        'Sim. Ao criar sua conta você ganha 50 créditos, o bastante para 2 vídeos, sem cartão de crédito.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Sim, no plano Pro: envie uma imagem de até 10MB e descreva a cena que você quer.',
      ),
    ).toBeTruthy();
  }, 30_000);

  it('states no price of its own: until the plans come the pricing says so, and offers a retry when they fail', async () => {
    servePlans(() => jsonResponse(503, { statusCode: 503, code: 'unavailable', message: 'x' }));
    renderApp();
    expect(screen.getByText('Comece grátis')).toBeTruthy();
    expect(await screen.findByText('Não foi possível carregar os planos.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/R\$/)).toBeNull();
    servePlans();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('R$ 34,90', {}, SLOW)).toBeTruthy();
  }, 30_000);

  it('/old-home: the create button goes to /dashboard even with a blank prompt', async () => {
    renderApp({ route: '/old-home' });
    const create = await screen.findByRole('button', { name: 'Criar primeiro vídeo' }, SLOW);
    expect(screen.getByText('0/500')).toBeTruthy();
    fireEvent.click(create);
    // A visitor on /dashboard meets the sign-in page (login required).
    expect(await screen.findByText(/Carregando|Entrar/, {}, SLOW)).toBeTruthy();
  }, 30_000);

  it('/comida has the food headline and no header', async () => {
    renderApp({ route: '/comida' });
    expect((await screen.findByRole('heading', { level: 1 }, SLOW)).textContent).toContain(
      'água na boca',
    );
    expect(screen.queryByRole('banner')).toBeNull();
  }, 30_000);
});
