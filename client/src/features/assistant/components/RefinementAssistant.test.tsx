import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespace } from '../../../app/i18n';
import { currentToast } from '../../../components/toast-store';
import { renderWithProviders } from '../../../test/render';
import { type AcceptedPrompt, RefinementAssistant } from './RefinementAssistant';

type Reply = [number, unknown];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const REFINED = {
  refinedPrompt: 'Proposta um',
  tags: ['padaria'],
  sessionId: 's1',
  category: 'bakery',
};
const IDEA = '  Padaria Pão Dourado: sonho a R$ 5  ';

describe('RefinementAssistant', () => {
  /** Answers per path, in order; the last one repeats. */
  let replies: Record<string, Reply[]>;
  let calls: { path: string; body: unknown }[];

  beforeEach(async () => {
    await initI18n('pt-BR');
    await loadNamespace('assistant');
    replies = {};
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        if (!(input instanceof Request)) return json(404, {});
        const path = new URL(input.url).pathname;
        calls.push({
          path,
          body: await input
            .clone()
            .json()
            .catch(() => null),
        });
        const queue = replies[path] ?? [[404, { code: 'not_found', message: '' }]];
        const next = queue.length > 1 ? queue.shift()! : queue[0]!;
        return json(...next);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const render = (onAccept = vi.fn<(a: AcceptedPrompt) => void>()) => {
    renderWithProviders(
      <RefinementAssistant originalPrompt={IDEA} onAccept={onAccept} onBack={() => undefined} />,
    );
    return onAccept;
  };
  const toastTitle = () => currentToast()?.title;

  it('starts by itself with the trimmed idea; a failure stays loading with the toast', async () => {
    replies['/api/refine-prompt'] = [[500, { code: 'internal_error', message: 'x' }]];
    render();
    await waitFor(() => expect(toastTitle()).toBe('Erro na refinação'), { timeout: 5000 });
    expect(calls[0]).toEqual({
      path: '/api/refine-prompt',
      body: { userPrompt: 'Padaria Pão Dourado: sonho a R$ 5', userLanguage: 'pt-BR' },
    });
    expect(screen.queryByTestId('refined-prompt')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/\.\.\./);
    replies['/api/refine-prompt'] = [[200, REFINED]];
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Proposta um');
    expect(screen.getByText('#padaria')).toBeTruthy();
  }, 20_000);

  it('offers to generate the idea as typed above the proposal, the same button before and after it arrives', async () => {
    // The proposal is held back until the button has been seen without it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (...args) => {
      await held;
      return answer(...args);
    });
    replies['/api/refine-prompt'] = [[200, REFINED]];
    const onSkip = vi.fn();
    renderWithProviders(
      <RefinementAssistant
        originalPrompt={IDEA}
        onAccept={() => undefined}
        onBack={() => undefined}
        onSkip={onSkip}
      />,
    );
    const skip = screen.getByRole('button', { name: 'Gerar sem o assistente' });
    const before = (other: Element) =>
      Boolean(skip.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(screen.getByRole('status'))).toBe(true);
    release();
    const proposal = await screen.findByText('Proposta um');
    expect(screen.getByRole('button', { name: 'Gerar sem o assistente' })).toBe(skip);
    expect(before(proposal)).toBe(true);
    fireEvent.click(skip);
    expect(onSkip).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('rotates the loading messages every 600 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      replies['/api/refine-prompt'] = [[500, { code: 'internal_error', message: 'x' }]];
      render();
      const first = screen.getByRole('status').textContent;
      act(() => vi.advanceTimersByTime(600));
      const second = screen.getByRole('status').textContent;
      expect(second).not.toBe(first);
      act(() => vi.advanceTimersByTime(600 * 7));
      expect(screen.getByRole('status').textContent).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('up to 3 proposals, then the button refuses with its title and toast', async () => {
    replies['/api/refine-prompt'] = [[200, REFINED]];
    replies['/api/generate-alternatives'] = [
      [200, { newAlternative: 'Proposta dois', tags: ['doce'] }],
      [200, { newAlternative: 'Proposta três' }],
    ];
    render();
    await screen.findByText('Proposta um');
    const again = screen.getByRole('button', { name: 'Gerar novamente' });
    fireEvent.click(again);
    await screen.findByText('Proposta dois');
    expect(toastTitle()).toBe('Nova proposta criada!');
    expect(calls.at(-1)?.body).toEqual({
      originalPrompt: 'Padaria Pão Dourado: sonho a R$ 5',
      previousSuggestions: ['Proposta um'],
      sessionId: 's1',
    });
    fireEvent.click(again);
    await screen.findByText('Proposta três');
    expect(again.getAttribute('aria-disabled')).toBe('true');
    expect(again.getAttribute('title')).toBe('Limite de 3 propostas atingido');
    const sent = calls.length;
    fireEvent.click(again);
    expect(toastTitle()).toBe('Limite atingido');
    expect(calls).toHaveLength(sent);
    fireEvent.click(screen.getByRole('button', { name: 'Ver proposta 1' }));
    expect(screen.getByText('Proposta um')).toBeTruthy();
    expect(toastTitle()).toBe('Alternativa selecionada');
  }, 20_000);

  it('says when there is no alternative, or when asking for one failed', async () => {
    replies['/api/refine-prompt'] = [[200, REFINED]];
    replies['/api/generate-alternatives'] = [
      [200, { alternatives: [] }],
      [502, { code: 'provider_failed', message: 'x' }],
    ];
    render();
    await screen.findByText('Proposta um');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novamente' }));
    await waitFor(() => expect(toastTitle()).toBe('Sem alternativas'));
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novamente' }));
    await waitFor(() => expect(toastTitle()).toBe('Erro ao gerar alternativa'), { timeout: 5000 });
    expect(screen.getByText('Proposta 1 de 1')).toBeTruthy();
  }, 20_000);

  it('an edit is saved back and accepted through the final format', async () => {
    replies['/api/refine-prompt'] = [[200, REFINED]];
    replies['/api/format-final-prompt'] = [
      [200, { finalPrompt: 'Final pt', englishPrompt: 'Final en' }],
    ];
    const onAccept = render();
    await screen.findByText('Proposta um');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Texto da proposta' }), {
      target: { value: 'Proposta editada' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(screen.getByTestId('refined-prompt').textContent).toBe('Proposta editada');
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar e Gerar Vídeo' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)).toEqual({
      path: '/api/format-final-prompt',
      body: { approvedPrompt: 'Proposta editada', sessionId: 's1' },
    });
    expect(onAccept).toHaveBeenCalledWith({
      original: 'Padaria Pão Dourado: sonho a R$ 5',
      refined: 'Final pt',
      english: 'Final en',
      tags: ['padaria'],
    });
  }, 20_000);

  it('when the final format fails, the refined text goes as the final one', async () => {
    replies['/api/refine-prompt'] = [[200, REFINED]];
    replies['/api/format-final-prompt'] = [[502, { code: 'provider_failed', message: 'x' }]];
    const onAccept = render();
    await screen.findByText('Proposta um');
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar e Gerar Vídeo' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(onAccept).toHaveBeenCalledWith({
      original: 'Padaria Pão Dourado: sonho a R$ 5',
      refined: 'Proposta um',
      english: undefined,
      tags: ['padaria'],
    });
  }, 20_000);
});
