import { LIMITS, type PromptChatRequest, type PromptChatResponse } from '@cena/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespace } from '../../../app/i18n';
import { renderWithProviders } from '../../../test/render';
import { ChatAssistant, type ChatResult } from './ChatAssistant';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const OPENING = 'Oi! Quero criar um vídeo para o meu negócio.';
const ASK_BUSINESS = 'Oi! Qual é o seu negócio?';
const ASK_OFFER = 'Anotado! Qual é a oferta?';
const ASK_TONE = 'Boa! Qual clima você prefere?';
const WORDS = 'Doceria da Ana. Bolo de pote a R$ 12. Chama no zap';
const DIRECTION = 'Vídeo de oferta, direto ao ponto. Público: noivas. Luz quente lateral.';
const DONE: PromptChatResponse = {
  reply: 'Pronto! Juntei suas respostas no texto abaixo.',
  done: true,
  finalPrompt: WORDS,
  tone: 'fun',
  direction: DIRECTION,
};

describe('ChatAssistant', () => {
  /** The server's answers to /api/prompt-chat, in order. */
  let replies: PromptChatResponse[];
  let sent: PromptChatRequest[];

  beforeEach(async () => {
    await initI18n('pt-BR');
    await loadNamespace('assistant');
    replies = [];
    sent = [];
    // jsdom lays nothing out; the chat scrolls its last message into view.
    Element.prototype.scrollIntoView = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        if (!(input instanceof Request)) return json(404, {});
        if (new URL(input.url).pathname !== '/api/prompt-chat') return json(404, {});
        sent.push((await input.clone().json()) as PromptChatRequest);
        const next = replies.shift();
        return next ? json(200, next) : json(500, { code: 'internal_error', message: 'x' });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const render = () => {
    const onGenerate = vi.fn<(result: ChatResult) => void>();
    renderWithProviders(<ChatAssistant onGenerate={onGenerate} onClose={() => undefined} />);
    return onGenerate;
  };
  const box = () => screen.getByRole('textbox', { name: 'Mensagem para o assistente' });
  const answer = async (text: string, reply: string) => {
    fireEvent.change(box(), { target: { value: text } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await screen.findByText(reply);
  };

  async function finish() {
    replies.push(
      { reply: ASK_BUSINESS, done: false },
      { reply: ASK_TONE, done: false },
      { reply: 'Anotado! E o que a pessoa deve fazer?', done: false },
      DONE,
    );
    fireEvent.click(screen.getByRole('button', { name: OPENING }));
    await screen.findByText(ASK_BUSINESS);
    await answer('Doceria da Ana, bolo de pote a R$ 12', ASK_TONE);
    await answer('divertido', 'Anotado! E o que a pessoa deve fazer?');
    fireEvent.change(box(), { target: { value: 'chama no zap' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    return screen.findByTestId('chat-final');
  }

  it("ends in the customer's words, editable, and generates with the edited text and the tone", async () => {
    const onGenerate = render();
    const final = await finish();

    const text = within(final).getByRole('textbox', {
      name: 'Seu texto (é o que aparece no vídeo)',
    }) as HTMLTextAreaElement;
    expect(text.value).toBe(WORDS);
    expect(text.maxLength).toBe(LIMITS.promptMaxChars);
    expect(within(final).getByText(`${WORDS.length}/${LIMITS.promptMaxChars}`)).toBeTruthy();
    expect(within(final).getByTestId('chat-tone').textContent).toBe('Clima escolhido: Divertido');
    expect(within(final).getByTestId('chat-direction').textContent).toBe(DIRECTION);
    expect(screen.queryByRole('textbox', { name: 'Mensagem para o assistente' })).toBeNull();

    const edited = 'Doceria da Ana. Bolo de pote a R$ 10. Chama no zap (11) 98765-4321';
    fireEvent.change(text, { target: { value: edited } });
    expect(within(final).getByText(`${edited.length}/${LIMITS.promptMaxChars}`)).toBeTruthy();
    fireEvent.click(within(final).getByRole('button', { name: 'Gerar vídeo' }));

    expect(onGenerate).toHaveBeenCalledTimes(1);
    expect(onGenerate).toHaveBeenCalledWith({ prompt: edited, direction: DIRECTION, tone: 'fun' });
    // Every turn went to the server, the assistant's included, so it knows what it asked.
    expect(sent.at(-1)?.messages).toEqual([
      { role: 'user', content: OPENING },
      { role: 'assistant', content: ASK_BUSINESS },
      { role: 'user', content: 'Doceria da Ana, bolo de pote a R$ 12' },
      { role: 'assistant', content: ASK_TONE },
      { role: 'user', content: 'divertido' },
      { role: 'assistant', content: 'Anotado! E o que a pessoa deve fazer?' },
      { role: 'user', content: 'chama no zap' },
    ]);
  }, 20_000);

  it("keeps 'Gerar vídeo' disabled while the text is empty and caps it at the limit", async () => {
    const onGenerate = render();
    const final = await finish();
    const text = within(final).getByRole('textbox', {
      name: 'Seu texto (é o que aparece no vídeo)',
    }) as HTMLTextAreaElement;
    const generate = within(final).getByRole('button', { name: 'Gerar vídeo' });

    fireEvent.change(text, { target: { value: '   ' } });
    expect((generate as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(generate);
    expect(onGenerate).not.toHaveBeenCalled();

    fireEvent.change(text, { target: { value: 'x'.repeat(LIMITS.promptMaxChars + 20) } });
    expect(text.value).toHaveLength(LIMITS.promptMaxChars);
    expect((generate as HTMLButtonElement).disabled).toBe(false);
  }, 20_000);

  it('puts an earlier answer back in the box and goes on from the question it answered', async () => {
    render();
    replies.push({ reply: ASK_BUSINESS, done: false }, { reply: ASK_OFFER, done: false });
    fireEvent.click(screen.getByRole('button', { name: OPENING }));
    await screen.findByText(ASK_BUSINESS);
    await answer('Doceria da Ana', ASK_OFFER);
    // The opening was the chat's own button: nothing of the customer's to change there.
    expect(screen.getAllByRole('button', { name: /^Editar a resposta/u })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Editar a resposta "Doceria da Ana"' }));

    expect((box() as HTMLTextAreaElement).value).toBe('Doceria da Ana');
    expect(screen.queryByText(ASK_OFFER)).toBeNull();
    expect(screen.getByText(ASK_BUSINESS)).toBeTruthy();
    replies.push({ reply: ASK_OFFER, done: false });
    await answer('Doceria Doce Ana', ASK_OFFER);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].messages).toEqual([
      { role: 'user', content: OPENING },
      { role: 'assistant', content: ASK_BUSINESS },
      { role: 'user', content: 'Doceria Doce Ana' },
    ]);
  }, 20_000);

  it('changing an answer after the end takes the final text away until the chat ends again', async () => {
    render();
    const final = await finish();
    expect(final).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Editar a resposta "divertido"' }));

    expect(screen.queryByTestId('chat-final')).toBeNull();
    expect((box() as HTMLTextAreaElement).value).toBe('divertido');
    expect(screen.getByText(ASK_TONE)).toBeTruthy();
  }, 20_000);
});
