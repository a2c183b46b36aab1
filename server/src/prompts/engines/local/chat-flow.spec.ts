import { LIMITS, type ChatMessage, type Locale } from '@cena/contracts';

import { runChat } from './chat-flow';
import { CHAT_TEXTS } from './templates/chat-texts';

const PT = CHAT_TEXTS['pt-BR'];

/** Replays a conversation the way the client sends it: every turn so far, ours included. */
function talk(answers: string[], locale: Locale = 'pt-BR') {
  const messages: ChatMessage[] = [];
  let last = runChat([], locale);
  for (const answer of answers) {
    messages.push({ role: 'user', content: answer });
    last = runChat(messages, locale);
    messages.push({ role: 'assistant', content: last.reply });
  }
  return last;
}

describe('runChat', () => {
  it('greets and asks about the business first', () => {
    const reply = runChat([{ role: 'user', content: 'Oi' }], 'pt-BR');
    expect(reply).toEqual({
      reply: `${PT.greeting} ${PT.questions.business}`,
      done: false,
    });
  });

  it('does not take a bare request for an answer', () => {
    for (const opening of ['quero fazer um vídeo', 'oi, tudo bem?', 'I want to make a video']) {
      expect(runChat([{ role: 'user', content: opening }], 'pt-BR').reply).toBe(
        `${PT.greeting} ${PT.questions.business}`,
      );
    }
  });

  it('skips what the first message already told: business and offer', () => {
    const reply = runChat(
      [{ role: 'user', content: 'padaria Pão Dourado, promoção de sonho a R$ 5' }],
      'pt-BR',
    );
    expect(reply.done).toBe(false);
    expect(reply.reply).toContain(PT.questions.audience);
  });

  it('asks one question at a time, in order', () => {
    expect(talk(['Barbearia Dom Bigode']).reply).toContain(PT.questions.offer);
    expect(talk(['Barbearia Dom Bigode', 'corte + barba por R$45']).reply).toContain(
      PT.questions.audience,
    );
    expect(
      talk(['Barbearia Dom Bigode', 'corte + barba por R$45', 'homens jovens']).reply,
    ).toContain(PT.questions.tone);
    const beforeLast = talk([
      'Barbearia Dom Bigode',
      'corte + barba por R$45',
      'homens jovens',
      'elegante',
    ]);
    expect(beforeLast.reply).toContain(PT.questions.cta);
    expect(beforeLast.reply.match(/\?/gu)).toHaveLength(1);
  });

  it('finishes with a brief built from the answers once all five are known', () => {
    const result = talk([
      'padaria Pão Dourado, promoção de sonho a R$ 5',
      'famílias do bairro',
      'divertido',
      'chama no @paodourado',
    ]);
    expect(result.done).toBe(true);
    expect(result.reply).toBe(PT.done);
    expect(result.finalPrompt).toBeDefined();
    const brief = result.finalPrompt ?? '';
    expect(brief.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
    for (const fact of ['Pão Dourado', 'R$ 5', 'famílias do bairro', '@paodourado']) {
      expect(brief).toContain(fact);
    }
    expect(brief).toContain('Trilha pop animada');
  });

  it('finishes without asking the tone when the other four are known (the category sets it)', () => {
    const result = talk([
      'padaria Pão Dourado, promoção de sonho a R$ 5',
      'para famílias do bairro, chama no @paodourado',
    ]);
    expect(result.done).toBe(true);
    expect(result.finalPrompt).toContain('@paodourado');
  });

  it('takes "não sei" as an answer and moves on', () => {
    const result = talk(['Barbearia Dom Bigode', 'corte + barba por R$45', 'não sei']);
    expect(result.reply).toContain(PT.questions.tone);
  });

  it('starts over when the last message asks to restart', () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: 'padaria Pão Dourado, promoção de sonho a R$ 5' },
      { role: 'assistant', content: 'Anotado! Para quem é esse vídeo?' },
      { role: 'user', content: 'quero recomeçar' },
    ];
    expect(runChat(messages, 'pt-BR')).toEqual({
      reply: `${PT.restart} ${PT.questions.business}`,
      done: false,
    });
  });

  it('forgets everything said before a restart', () => {
    const result = talk([
      'padaria Pão Dourado, promoção de sonho a R$ 5',
      'recomeçar',
      'Barbearia Dom Bigode',
    ]);
    expect(result.reply).toContain(PT.questions.offer);
  });

  it('talks in the language of the request', () => {
    const english = runChat([{ role: 'user', content: 'Hi' }], 'en-US');
    expect(english.reply).toContain(CHAT_TEXTS['en-US'].questions.business);
    const german = talk(['Bäckerei Goldbrot', 'Croissants für 2 € am Samstag'], 'de-DE');
    expect(german.reply).toContain(CHAT_TEXTS['de-DE'].questions.audience);
  });

  it('is deterministic', () => {
    const answers = [
      'Pet shop Amigo Fiel',
      'banho e tosa com 15% off',
      'tutores de cães',
      'fun',
      'siga @amigofiel',
    ];
    expect(talk(answers)).toEqual(talk(answers));
  });

  it('opens each joined answer as a sentence, leaving brand spellings and handles as typed', () => {
    const last = talk([
      'Padaria Pão Dourado',
      'promoção de sonho a R$ 5 neste sábado',
      'famílias do bairro',
      'divertido',
      'iPhone de brinde para quem seguir @paodourado',
    ]);
    expect(last.finalPrompt).toContain(
      'Padaria Pão Dourado. Promoção de sonho a R$ 5 neste sábado.',
    );
    expect(last.finalPrompt).not.toContain('IPhone');
  });
});
