import { LIMITS } from '@cena/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_PROMPT_KEY, SESSION_HINT_KEY } from '../../../app/storage-keys';
import { renderWithProviders } from '../../../test/render';
import { signedInKit } from '../../../test/auth';
import { ALLOWANCE } from '../../../test/api';
import { authApi } from '../../auth/api';
import { landingApi } from '../../landing/api';
import { sessionChanged } from '../../auth/session-slice';
import { GeneratorCard } from './GeneratorCard';

const INCOMPLETE = 'Complete as informações para começar';

function file(name: string, type: string, size: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** `GET /api/plans` already answered, with the numbers staff set (a video costs 25). */
function publishAllowance(store: ReturnType<typeof renderWithProviders>['store']) {
  act(() => {
    store.dispatch(
      landingApi.util.upsertQueryData('getPlans', 'pt-BR', {
        currency: 'BRL',
        plans: [],
        packages: [],
        allowance: ALLOWANCE,
      }),
    );
  });
}

/** A signed-in session whose `GET /api/user` answer is already cached. */
function signInAs(
  store: ReturnType<typeof renderWithProviders>['store'],
  plan: 'basic' | 'pro',
  credits = 20,
) {
  const user = {
    id: 'u1',
    email: 'ana@example.com',
    displayName: 'Ana',
    photoURL: null,
    plan,
    role: 'user' as const,
    credits,
    locale: 'pt-BR' as const,
  };
  act(() => {
    store.dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
    store.dispatch(
      sessionChanged({
        uid: 'u1',
        email: 'ana@example.com',
        displayName: 'Ana',
        photoURL: null,
        source: 'test',
      }),
    );
  });
}

/** Lazy panels and dialogs load slowly on a busy machine. */
const SLOW = { timeout: 15_000 };

describe('GeneratorCard', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps 500 of 600 characters and counts them', () => {
    renderWithProviders(<GeneratorCard />);
    const box = screen.getByRole('textbox', { name: 'Descreva seu vídeo' });
    fireEvent.change(box, { target: { value: 'a'.repeat(600) } });
    expect((box as HTMLTextAreaElement).value).toHaveLength(LIMITS.promptMaxChars);
    expect(screen.getByText('500/500')).toBeTruthy();
  }, 30_000);

  it('reads "Complete as informações" until the active tab has what it needs', async () => {
    renderWithProviders(<GeneratorCard />);
    const submit = () =>
      screen.getByRole('button', { name: /Complete as informações|Criar primeiro vídeo/ });
    expect(submit().textContent).toBe(INCOMPLETE);
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Descreva seu vídeo' }), {
      target: { value: 'Pão de queijo às 18h' },
    });
    expect(submit().textContent).toBe('Criar primeiro vídeo');
    expect((submit() as HTMLButtonElement).disabled).toBe(false);

    // The image tab needs an image and a description: the director prompt does not count.
    const imageTab = screen.getByRole('tab', { name: 'Imagem em vídeo' });
    fireEvent.mouseDown(imageTab);
    fireEvent.click(imageTab);
    await screen.findByRole('textbox', { name: 'Descreva a cena' }, SLOW);
    fireEvent.change(screen.getByRole('textbox', { name: 'Descreva a cena' }), {
      target: { value: 'Zoom no bolo' },
    });
    expect(submit().textContent).toBe(INCOMPLETE);
  }, 30_000);

  it('saves the draft and opens the login modal variant for a visitor', () => {
    const { store } = renderWithProviders(<GeneratorCard />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Descreva seu vídeo' }), {
      target: { value: 'Barbearia do Zé' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Criar primeiro vídeo' }));
    expect(JSON.parse(localStorage.getItem(SAVED_PROMPT_KEY)!)).toMatchObject({
      tab: 'director',
      prompt: 'Barbearia do Zé',
      options: { durationS: 8, tone: 'professional' },
    });
    expect(store.getState().session.loginModal).toMatchObject({ open: true, variant: 'generate' });
  }, 30_000);

  it('restores the saved draft where asked (the dashboard)', () => {
    localStorage.setItem(
      SAVED_PROMPT_KEY,
      JSON.stringify({ tab: 'director', prompt: 'Pet shop Amigo Fiel' }),
    );
    renderWithProviders(<GeneratorCard restoreDraft />);
    expect(
      (screen.getByRole('textbox', { name: 'Descreva seu vídeo' }) as HTMLTextAreaElement).value,
    ).toBe('Pet shop Amigo Fiel');
  }, 30_000);

  it('tells its owner the restored prompt and every change (the style chips read the name)', () => {
    localStorage.setItem(
      SAVED_PROMPT_KEY,
      JSON.stringify({ tab: 'director', prompt: 'Pet shop Amigo Fiel: banho' }),
    );
    const onPromptChange = vi.fn<(prompt: string) => void>();
    renderWithProviders(<GeneratorCard restoreDraft onPromptChange={onPromptChange} />);
    expect(onPromptChange).toHaveBeenLastCalledWith('Pet shop Amigo Fiel: banho');
    fireEvent.change(screen.getByRole('textbox', { name: 'Descreva seu vídeo' }), {
      target: { value: 'Barbearia do Zé: corte' },
    });
    expect(onPromptChange).toHaveBeenLastCalledWith('Barbearia do Zé: corte');
  }, 30_000);

  it("the image and 3D tabs' examples are a customer's words, not a film direction", async () => {
    renderWithProviders(<GeneratorCard />);
    const tab = screen.getByRole('tab', { name: 'Animação 3D' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const animation = screen.getByRole('textbox', { name: 'Descreva sua animação' });
    await openImageTab();
    const scene = await screen.findByRole('textbox', { name: 'Descreva a cena' }, SLOW);
    for (const box of [animation, scene]) {
      const example = box.getAttribute('placeholder') ?? '';
      // Business, price and contact, as the video will show them.
      expect(example).toMatch(/^Ex\.: [^:]+: .*R\$ \d+.*\(11\) \d{5}-\d{4}$/);
      expect(example).not.toMatch(/Pixar|câmera|estilo/i);
    }
  }, 30_000);

  async function openImageTab() {
    const tab = screen.getByRole('tab', { name: 'Imagem em vídeo' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    return (await screen.findByTestId('generator-image-input', {}, SLOW)) as HTMLInputElement;
  }

  it('shows the spec messages for a non-image and an 11 MB image, and keeps no file', async () => {
    const { store } = renderWithProviders(<GeneratorCard />);
    signInAs(store, 'pro');
    const input = await openImageTab();
    fireEvent.change(input, { target: { files: [file('cardapio.pdf', 'application/pdf', 9)] } });
    expect(await screen.findByText('Por favor, selecione apenas arquivos de imagem.')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [file('vitrine.png', 'image/png', 11 * 1024 * 1024)] },
    });
    expect(await screen.findByText('A imagem deve ter no máximo 10MB.')).toBeTruthy();
    expect(screen.queryByText('vitrine.png')).toBeNull();
  }, 30_000);

  it("previews a Pro user's image with its name, size in MB and a remove button", async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    const { store } = renderWithProviders(<GeneratorCard />);
    signInAs(store, 'pro');
    const input = await openImageTab();
    fireEvent.change(input, {
      target: { files: [file('bolo.jpg', 'image/jpeg', 2.5 * 1024 * 1024)] },
    });
    expect(await screen.findByText('bolo.jpg')).toBeTruthy();
    expect(screen.getByText('2,50 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(screen.queryByText('bolo.jpg')).toBeNull();
  }, 30_000);

  it('opens the upgrade dialog instead of the picker on the Basic plan', async () => {
    const { store } = renderWithProviders(<GeneratorCard />);
    signInAs(store, 'basic');
    await openImageTab();
    // The card marks upload as Pro once it knows the plan; before that (the cached user is still
    // being read) a click opens the picker and the server's check is the guard.
    await screen.findByText('Recurso Pro', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /Arraste uma imagem/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('Sem limite diário de vídeos');
    expect(dialog.textContent).not.toMatch(/ilimitad/i);
    expect(dialog.textContent).toContain('Garantia de 7 dias');
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Quero ser Pro' })).toBeTruthy(),
      SLOW,
    );
  }, 30_000);

  it('opens the picker, not the upgrade, while the session is still being restored', async () => {
    // A returning customer whose identity provider has not answered yet.
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const restoring = { ...signedInKit(), onAuthStateChanged: () => () => undefined };
    const { store } = renderWithProviders(<GeneratorCard />, { authKit: restoring });
    const input = await openImageTab();
    let pickerOpened = false;
    input.click = () => {
      pickerOpened = true;
    };
    const drop = screen.getByRole('button', { name: /Arraste uma imagem/ });
    expect(drop.textContent).not.toContain('Recurso Pro');
    fireEvent.click(drop);
    expect(pickerOpened).toBe(true);
    expect(store.getState().session.status).toBe('loading');
  }, 30_000);

  it('shows the magic expansion cost staff set: 25 credits, 40 when on', async () => {
    const { store } = renderWithProviders(<GeneratorCard />);
    publishAllowance(store);
    await openImageTab();
    // The published allowance reaches the card on a later render: waited for, not assumed.
    expect(await screen.findByText('25 créditos', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Expansão Mágica' }));
    expect(await screen.findByText('40 créditos', {}, SLOW)).toBeTruthy();
  }, 30_000);

  it('shows a signed-in account its balance and what a video costs, then lets it create', async () => {
    const onSubmit = vi.fn();
    const { store } = renderWithProviders(<GeneratorCard onSubmit={onSubmit} />);
    publishAllowance(store);
    signInAs(store, 'basic', 30);
    expect((await screen.findByTestId('generator-credits', {}, SLOW)).textContent).toBe(
      'Seu saldo: 30 créditos25 créditos = 1 vídeo',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Descreva seu vídeo' }), {
      target: { value: 'Pão de queijo às 18h' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar vídeo' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Comprar créditos' })).toBeNull();
  }, 30_000);

  it("offers 'Comprar créditos' instead of creating when the credits do not cover the video", async () => {
    const onSubmit = vi.fn();
    const { store } = renderWithProviders(<GeneratorCard onSubmit={onSubmit} />);
    publishAllowance(store);
    signInAs(store, 'basic', 0);
    expect((await screen.findByTestId('generator-credits', {}, SLOW)).textContent).toContain(
      'Seu saldo: 0 créditos',
    );
    expect(screen.getByText('Seu saldo não cobre este vídeo: ele usa 25 créditos.')).toBeTruthy();
    const buy = screen.getByRole('link', { name: 'Comprar créditos' });
    expect(buy.getAttribute('href')).toBe('/comprar-creditos');
    expect(
      screen.queryByRole('button', { name: /Gerar vídeo|Complete as informações/ }),
    ).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 30_000);
});
