import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

/** Lazy chunks load slowly on a busy machine. */
const SLOW = { timeout: 15_000 };

describe('landing', () => {
  afterEach(cleanup);

  it('shows the hero, the generator card with its counter and the lazy sections', async () => {
    renderApp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Crie vídeos promocionais incríveis com IA',
    );
    expect(screen.getAllByText('Powered by AI').length).toBeGreaterThan(0);
    for (const tick of ['1 vídeo grátis', 'Sem cartão de crédito', 'Qualidade profissional']) {
      expect(screen.getByText(tick)).toBeTruthy();
    }
    const box = screen.getByRole('textbox', { name: 'Descreva seu vídeo' });
    fireEvent.change(box, { target: { value: 'Bolo de cenoura' } });
    expect(screen.getByText('15/500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver exemplos' })).toBeTruthy();

    // Below the fold (its own chunk): features, pricing from the contracts, FAQ.
    expect(await screen.findByRole('button', { name: 'Começar Agora' }, SLOW)).toBeTruthy();
    for (const title of [
      'Rápido e Fácil',
      'IA Avançada',
      'Comece Grátis',
      'Inspire-se com a Comunidade',
    ]) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    expect(screen.getByText('R$ 29,00')).toBeTruthy();
    expect(screen.getByText('R$ 0')).toBeTruthy();
    expect(screen.getByText('Perguntas frequentes')).toBeTruthy();
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
