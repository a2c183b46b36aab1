import { LIMITS, LOCALES, TONES, type ChatMessage, type Locale } from '@cena/contracts';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { PromptBrand } from '../prompt-engine';
import { customerWords, runChat } from './chat-flow';
import { composeStoryboardProposal } from './storyboard-proposal';
import { CHAT_TEXTS } from './templates/chat-texts';

const PT = CHAT_TEXTS['pt-BR'];

/** Replays a conversation the way the client sends it: every turn so far, ours included. */
function talk(answers: string[], locale: Locale = 'pt-BR', brand?: PromptBrand) {
  const messages: ChatMessage[] = [];
  let last = runChat([], locale, undefined, brand);
  for (const answer of answers) {
    messages.push({ role: 'user', content: answer });
    last = runChat(messages, locale, undefined, brand);
    messages.push({ role: 'assistant', content: last.reply });
  }
  return last;
}

/** The questions a replayed conversation asked, in order. */
function questionsAsked(answers: string[], brand?: PromptBrand): string[] {
  const messages: ChatMessage[] = [];
  const asked: string[] = [];
  for (const answer of answers) {
    messages.push({ role: 'user', content: answer });
    const reply = runChat(messages, 'pt-BR', undefined, brand).reply;
    const slot = Object.entries(PT.questions).find(([, question]) => reply.includes(question));
    if (slot) asked.push(slot[0]);
    messages.push({ role: 'assistant', content: reply });
  }
  return asked;
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

  it.each(LOCALES)("takes the chat's own opening message in %s for no answer", (locale) => {
    const file = join(
      dirname(require.resolve('@cena/i18n/package.json')),
      'locales',
      locale,
      'assistant.json',
    );
    const opening = (JSON.parse(readFileSync(file, 'utf8')) as { chat: { start: string } }).chat
      .start;
    const texts = CHAT_TEXTS[locale];
    expect(runChat([{ role: 'user', content: opening }], locale).reply).toBe(
      `${texts.greeting} ${texts.questions.business}`,
    );
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

  it("finishes with the customer's words, the tone chosen and a direction around them", () => {
    const result = talk([
      'padaria Pão Dourado, promoção de sonho a R$ 5',
      'famílias do bairro',
      'divertido',
      'chama no @paodourado',
    ]);
    expect(result.done).toBe(true);
    expect(result.reply).toBe(PT.done);
    expect(result.finalPrompt).toBe(
      'Padaria Pão Dourado. Promoção de sonho a R$ 5. Chama no @paodourado',
    );
    expect(result.tone).toBe('fun');
    const direction = result.direction ?? '';
    expect(direction.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
    for (const fact of ['Pão Dourado', 'R$ 5', 'famílias do bairro', '@paodourado']) {
      expect(direction).toContain(fact);
    }
    expect(direction).toContain('Trilha pop animada');
  });

  it('finishes without asking the tone when the other four are known (the category sets it)', () => {
    const result = talk([
      'padaria Pão Dourado, promoção de sonho a R$ 5',
      'para famílias do bairro, chama no @paodourado',
    ]);
    expect(result.done).toBe(true);
    expect(result.finalPrompt).toBe(
      'Padaria Pão Dourado. Promoção de sonho a R$ 5. Chama no @paodourado',
    );
    expect(result.direction).toContain('famílias do bairro');
    expect(result.tone).toBeDefined();
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

  describe('binds each answer to the question asked before it', () => {
    const business = 'Doceria da Ana, bolo de pote a R$ 12';

    it('takes "Tom alegre, para o Instagram" to the tone question as the tone, not the audience', () => {
      const messages: ChatMessage[] = [
        { role: 'user', content: business },
        { role: 'assistant', content: `${PT.acknowledgements[0]} ${PT.questions.tone}` },
        { role: 'user', content: 'Tom alegre, para o Instagram' },
      ];
      const next = runChat(messages, 'pt-BR');
      expect(next).toEqual({
        reply: expect.stringContaining(PT.questions.audience),
        done: false,
        tone: 'fun',
      });

      const done = runChat(
        [
          ...messages,
          { role: 'assistant', content: next.reply },
          { role: 'user', content: 'noivas' },
          { role: 'assistant', content: `Boa! ${PT.questions.cta}` },
          { role: 'user', content: 'chama no zap' },
        ],
        'pt-BR',
      );
      expect(done.done).toBe(true);
      expect(done.tone).toBe('fun');
      expect(done.direction).toContain(`${PT.labels.audience}: noivas`);
      expect(done.direction).not.toContain('Instagram');
      expect(done.finalPrompt).toBe('Doceria da Ana. Bolo de pote a R$ 12. Chama no zap');
    });

    it('asks the audience again when the tone comes in its place', () => {
      const result = talk([business, 'Tom alegre, para o Instagram']);
      expect(result.reply).toContain(PT.questions.audience);
      expect(result.tone).toBe('fun');
    });

    it('follows the question asked, not what its own inference would have asked', () => {
      // "quem ama doce" names no audience word; asked the audience, it is the audience.
      const result = talk([business, 'quem ama doce', 'elegante', 'siga @doceriadaana']);
      expect(result.done).toBe(true);
      expect(result.direction).toContain(`${PT.labels.audience}: quem ama doce`);
      expect(result.finalPrompt).toBe('Doceria da Ana. Bolo de pote a R$ 12. Siga @doceriadaana');
      expect(result.tone).toBe('elegant');
    });

    it('falls back on the next missing slot after a turn another engine wrote', () => {
      const messages: ChatMessage[] = [
        { role: 'user', content: 'Barbearia Dom Bigode' },
        { role: 'assistant', content: 'Anotado! E agora?' },
        { role: 'user', content: 'corte + barba por R$45' },
      ];
      expect(runChat(messages, 'pt-BR').reply).toContain(PT.questions.audience);
    });

    it('fills other slots an answer clearly carries, keeping the asked one', () => {
      const result = talk(['Barbearia Dom Bigode', 'corte, barba e sobrancelha por R$ 45']);
      expect(result.reply).toContain(PT.questions.audience);
      const done = talk([
        'Barbearia Dom Bigode',
        'corte, barba e sobrancelha por R$ 45',
        'homens jovens, bem elegante',
        'agende pelo link na bio',
      ]);
      expect(done.finalPrompt).toBe(
        'Barbearia Dom Bigode. Corte, barba e sobrancelha por R$ 45. Agende pelo link na bio',
      );
      expect(done.tone).toBe('elegant');
      expect(done.direction).toContain(`${PT.labels.audience}: homens jovens`);
    });
  });

  describe('accepts a changed answer', () => {
    it('replaces the audience when told so at the tone question, and asks the tone again', () => {
      const asked = talk(['Doceria da Ana', 'bolo de pote a R$ 12', 'mães']);
      expect(asked.reply).toContain(PT.questions.tone);
      const changed = talk([
        'Doceria da Ana',
        'bolo de pote a R$ 12',
        'mães',
        'Na verdade o público são noivas',
      ]);
      expect(changed.done).toBe(false);
      expect(changed.reply).toContain(PT.questions.tone);

      const done = talk([
        'Doceria da Ana',
        'bolo de pote a R$ 12',
        'mães',
        'Na verdade o público são noivas',
        'divertido',
        'chama no zap',
      ]);
      expect(done.done).toBe(true);
      expect(done.tone).toBe('fun');
      expect(done.direction).toContain('noivas');
      expect(done.direction).not.toContain('mães');
      expect(done.finalPrompt).toBe('Doceria da Ana. Bolo de pote a R$ 12. Chama no zap');
    });

    it('swaps a corrected price into the earlier offer and keeps asking what was asked', () => {
      const changed = talk([
        'Doceria da Ana, bolo de pote a R$ 12',
        'mães',
        'divertido',
        'na verdade é R$ 10',
      ]);
      expect(changed.reply).toContain(PT.questions.cta);
      const done = talk([
        'Doceria da Ana, bolo de pote a R$ 12',
        'mães',
        'divertido',
        'na verdade é R$ 10',
        'siga @doceriadaana',
      ]);
      expect(done.finalPrompt).toBe('Doceria da Ana. Bolo de pote a R$ 10. Siga @doceriadaana');
    });

    it('takes a second answer to a question asked again in place of the first', () => {
      const messages: ChatMessage[] = [
        { role: 'user', content: 'Padaria Pão Dourado' },
        { role: 'assistant', content: `Anotado! ${PT.questions.offer}` },
        { role: 'user', content: 'sonho a R$ 5' },
        { role: 'assistant', content: `Perfeito. ${PT.questions.offer}` },
        { role: 'user', content: 'pão de queijo a R$ 3' },
        { role: 'assistant', content: `Ótimo! ${PT.questions.audience}` },
        { role: 'user', content: 'famílias, chama no @paodourado' },
      ];
      const result = runChat(messages, 'pt-BR');
      expect(result.finalPrompt).toBe(
        'Padaria Pão Dourado. Pão de queijo a R$ 3. Chama no @paodourado',
      );
    });
  });

  describe('final prompt', () => {
    const conversations = [
      [
        'padaria Pão Dourado, promoção de sonho a R$ 5',
        'famílias do bairro',
        'divertido',
        'chama no @paodourado',
      ],
      [
        'Doceria da Ana',
        'bolo de pote a R$ 12',
        'mães',
        'Na verdade o público são noivas',
        'Tom alegre, para o Instagram',
        'chama no zap (11) 98765-4321',
      ],
      [
        'Pet shop Amigo Fiel',
        'banho e tosa com 15% off',
        'tutores de cães',
        'não sei',
        'siga @amigofiel',
      ],
      [
        'Barbearia Dom Bigode',
        'corte + barba por R$45',
        'quem gosta de estilo',
        'algo sóbrio e clássico',
        'agende pelo link na bio',
      ],
    ];

    it.each(conversations)('holds only words the customer typed (%s …)', (...answers) => {
      const result = talk(answers);
      expect(result.done).toBe(true);
      const typed = new Set(wordsIn(answers.join(' ')));
      const shown = wordsIn(result.finalPrompt ?? '');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((word) => !typed.has(word))).toEqual([]);
      for (const label of Object.values(PT.labels)) {
        expect(result.finalPrompt).not.toContain(`${label}:`);
      }
      expect(result.finalPrompt!.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
    });

    it('leaves the audience and the mood out of the words, for the direction', () => {
      const result = talk([
        'Barbearia Dom Bigode',
        'corte + barba por R$45',
        'quem gosta de estilo',
        'algo sóbrio e clássico',
        'agende pelo link na bio',
      ]);
      expect(result.finalPrompt).toBe(
        'Barbearia Dom Bigode. Corte + barba por R$45. Agende pelo link na bio',
      );
      expect(result.direction).toContain(`${PT.labels.audience}: quem gosta de estilo`);
      expect(result.direction).toContain(`${PT.labels.mood}: algo sóbrio e clássico`);
    });

    it("directs the local engine with its own storyboard of the customer's words", () => {
      const answers = [
        'Doceria da Ana, bolo de pote a R$ 12',
        'noivas',
        'elegante',
        'chama no zap',
      ];
      const messages: ChatMessage[] = [];
      let last = runChat([], 'pt-BR', 'local');
      for (const answer of answers) {
        messages.push({ role: 'user', content: answer });
        last = runChat(messages, 'pt-BR', 'local');
        messages.push({ role: 'assistant', content: last.reply });
      }
      expect(last.finalPrompt).toBe('Doceria da Ana. Bolo de pote a R$ 12. Chama no zap');
      expect(last.tone).toBe('elegant');
      expect(last.direction).toBe(
        composeStoryboardProposal(last.finalPrompt ?? '', 'pt-BR', 'elegant'),
      );
      expect(last.direction).not.toBe(talk(answers).direction);
    });

    it("names the category's tone when the customer leaves it open", () => {
      const result = talk([
        'Pet shop Amigo Fiel',
        'banho e tosa com 15% off',
        'tutores de cães',
        'não sei',
        'siga @amigofiel',
      ]);
      expect(TONES).toContain(result.tone);
    });
  });
});

describe('runChat with a brand kit', () => {
  const KIT: PromptBrand = {
    businessName: 'Padaria Pão Dourado',
    whatsapp: '(11) 98765-4321',
    hours: 'Seg a sáb, 7h às 19h',
  };
  const OFFER = 'promoção de sonho a R$ 5 neste sábado';

  it('says it used the kit and asks for the offer first, not the business', () => {
    expect(runChat([{ role: 'user', content: 'Oi' }], 'pt-BR', undefined, KIT)).toEqual({
      reply: `${PT.greeting} ${PT.fromKit} ${PT.questions.offer}`,
      done: false,
    });
    // Without the kit, the same opening is asked for the business.
    expect(runChat([{ role: 'user', content: 'Oi' }], 'pt-BR').reply).toContain(
      PT.questions.business,
    );
  });

  it.each(LOCALES)('has the kit sentence in %s', (locale) => {
    const texts = CHAT_TEXTS[locale];
    expect(texts.fromKit.trim().length).toBeGreaterThan(0);
    expect(runChat([{ role: 'user', content: 'Oi' }], locale, undefined, KIT).reply).toBe(
      `${texts.greeting} ${texts.fromKit} ${texts.questions.offer}`,
    );
  });

  it('never asks for the business or the call to action the kit holds, and names the business', () => {
    const answers = [OFFER, 'famílias do bairro', 'divertido'];
    expect(questionsAsked(answers, KIT)).toEqual(['audience', 'tone']);
    const result = talk(answers, 'pt-BR', KIT);
    expect(result.done).toBe(true);
    expect(result.finalPrompt).toBe('Padaria Pão Dourado. Promoção de sonho a R$ 5 neste sábado');
    expect(result.tone).toBe('fun');

    // The same answers without the kit are still missing the call to action.
    expect(questionsAsked(['Padaria Pão Dourado', ...answers])).toEqual([
      'offer',
      'audience',
      'tone',
      'cta',
    ]);
  });

  it('asks for the call to action when the kit has only a name (or only opening hours)', () => {
    const answers = [OFFER, 'famílias do bairro', 'divertido'];
    expect(questionsAsked(answers, { businessName: 'Padaria Pão Dourado' })).toEqual([
      'audience',
      'tone',
      'cta',
    ]);
    expect(questionsAsked(['Padaria Pão Dourado', ...answers], { hours: 'Seg a sáb' })).toEqual([
      'offer',
      'audience',
      'tone',
      'cta',
    ]);
  });

  it('asks for the business but not the call to action when the kit has only contacts', () => {
    for (const brand of [
      { instagram: '@paodourado' },
      { phone: '(11) 3333-4444' },
      { website: 'paodourado.com.br' },
      { address: 'Rua das Flores, 120' },
    ]) {
      const result = talk(
        ['Padaria Pão Dourado', OFFER, 'famílias do bairro', 'divertido'],
        'pt-BR',
        brand,
      );
      expect(result.done).toBe(true);
      expect(result.finalPrompt).toBe('Padaria Pão Dourado. Promoção de sonho a R$ 5 neste sábado');
    }
  });

  it("keeps the customer's own words for the business, and the kit's name once", () => {
    const result = talk(
      ['Sou da Padaria Pão Dourado, sonho a R$ 5 no sábado', 'famílias do bairro', 'divertido'],
      'pt-BR',
      KIT,
    );
    expect(result.done).toBe(true);
    expect(result.finalPrompt?.match(/Pão Dourado/gu)).toHaveLength(1);
    expect(result.finalPrompt).toContain('R$ 5');
  });

  it("takes a call to action the customer gives anyway, and leads with the kit's name", () => {
    const result = talk(
      [`${OFFER}, chama no zap`, 'famílias do bairro', 'divertido'],
      'pt-BR',
      KIT,
    );
    expect(result.done).toBe(true);
    expect(result.finalPrompt).toMatch(/^Padaria Pão Dourado\. /u);
    expect(result.finalPrompt).toContain('zap');
  });

  it('starts over from the offer after a restart', () => {
    const reply = runChat(
      [
        { role: 'user', content: OFFER },
        { role: 'assistant', content: `Anotado! ${PT.questions.audience}` },
        { role: 'user', content: 'recomeçar' },
      ],
      'pt-BR',
      undefined,
      KIT,
    );
    expect(reply.reply).toBe(`${PT.restart} ${PT.questions.offer}`);
  });

  it("writes the customer's words for another engine's conversation with the kit's name", () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: OFFER },
      { role: 'assistant', content: 'Para quem?' },
      { role: 'user', content: 'famílias do bairro' },
    ];
    expect(customerWords(messages, 'pt-BR', KIT)).toBe(
      'Padaria Pão Dourado. Promoção de sonho a R$ 5 neste sábado',
    );
    expect(customerWords(messages, 'pt-BR')).toBe('Promoção de sonho a R$ 5 neste sábado');
  });
});

/** Word-ish tokens, lower-cased: what the check "typed by the customer" compares. */
function wordsIn(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLocaleLowerCase('pt-BR'));
}
