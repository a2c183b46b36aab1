import { LIMITS, TONES, type ChatMessage } from '@cena/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import type { PromptBrand, PromptEngine } from './prompt-engine';

export interface EngineUnderTest {
  engine: PromptEngine;
  close?: () => Promise<void>;
}

const PROMPT =
  'Padaria Pão Dourado: promoção de sonho a R$ 5 neste sábado, 25/10, chama no @paodourado';
const FACTS = ['Pão Dourado', 'R$ 5', 'sábado', '25/10', '@paodourado'];
const LABELS = [
  'Subject:',
  'Setting:',
  'Action:',
  'Camera:',
  'Lighting:',
  'Style:',
  'Mood:',
  'Audio:',
];

/** A complete conversation: business, offer, audience, tone and call to action, one per turn. */
const ANSWERS = [
  'Padaria Pão Dourado',
  'promoção de sonho a R$ 5 neste sábado',
  'famílias do bairro',
  'divertido',
  'chama no @paodourado',
];

/** A brand kit with a name, a WhatsApp, an address and hours; the prompts below name none. */
export const KIT: PromptBrand = {
  businessName: 'Padaria Pão Dourado',
  whatsapp: '(11) 98765-4321',
  address: 'Rua das Flores, 120 - Centro',
  hours: 'Seg a sáb, 7h às 19h',
};
const KIT_PROMPT = 'Promoção de sonho a R$ 5 neste sábado, 25/10';
const KIT_FACTS = ['R$ 5', 'sábado', '25/10'];
/** With the kit: the offer, the audience and the tone; the name and the contact are the kit's. */
const KIT_ANSWERS = ['promoção de sonho a R$ 5 neste sábado', 'famílias do bairro', 'divertido'];
/** What a question for the business or for a contact would say. */
const ASKS_FOR_KIT_FACTS = /whats ?app|se chama|seu negócio|telefone|endereço/iu;

function wordsIn(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLocaleLowerCase());
}

function conversation(answers: string[]): ChatMessage[] {
  return answers
    .flatMap((answer): ChatMessage[] => [
      { role: 'user', content: answer },
      { role: 'assistant', content: 'Anotado! E agora?' },
    ])
    .slice(0, -1);
}

/**
 * The behaviour every prompt engine owes the product, whichever provider is behind it. Both the
 * local engine and the OpenAI-compatible adapter (against the local test server) run it.
 */
export function describePromptEngineContract(
  name: string,
  start: () => Promise<EngineUnderTest>,
): void {
  describe(`PromptEngine contract: ${name}`, () => {
    let subject: EngineUnderTest;

    beforeAll(async () => {
      subject = await start();
    });

    afterAll(async () => {
      await subject.close?.();
    });

    it('refines within the product limit, keeping every fact and naming tags', async () => {
      const result = await subject.engine.refine({ prompt: PROMPT, locale: 'pt-BR' });

      expect(result.refinedPrompt.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
      expect(result.refinedPrompt).not.toBe(PROMPT);
      for (const fact of FACTS) expect(result.refinedPrompt).toContain(fact);
      expect(result.tags.length).toBeGreaterThan(0);
      expect(result.tags.every((tag) => tag.trim().length > 0)).toBe(true);
    });

    it('offers alternatives that differ from each other across three proposals', async () => {
      const first = await subject.engine.refine({ prompt: PROMPT, locale: 'pt-BR' });
      const proposals = [first.refinedPrompt];
      while (proposals.length < LIMITS.maxProposals) {
        const next = await subject.engine.alternative({
          originalPrompt: PROMPT,
          previous: [...proposals],
          locale: 'pt-BR',
        });
        expect(next.refinedPrompt.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
        for (const fact of FACTS) expect(next.refinedPrompt).toContain(fact);
        proposals.push(next.refinedPrompt);
      }

      expect(new Set(proposals).size).toBe(LIMITS.maxProposals);
    });

    it('formats the approved prompt and writes the English prompt in eight labelled lines', async () => {
      const { refinedPrompt } = await subject.engine.refine({ prompt: PROMPT, locale: 'pt-BR' });
      const result = await subject.engine.formatFinal({
        approvedPrompt: refinedPrompt,
        locale: 'pt-BR',
      });

      expect(result.finalPrompt.length).toBeGreaterThan(0);
      expect(result.finalPrompt.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
      const lines = result.englishPrompt.split('\n');
      for (const label of LABELS) {
        expect(lines.some((line) => line.startsWith(label))).toBe(true);
      }
      expect(result.englishPrompt).toContain('R$ 5');
    });

    it('asks one question at a time, then finishes with a final prompt', async () => {
      const opening = await subject.engine.chat({
        messages: [{ role: 'user', content: 'Oi' }],
        locale: 'pt-BR',
      });
      expect(opening.done).toBe(false);
      expect(opening.reply).toMatch(/\?/u);
      expect(opening.finalPrompt).toBeUndefined();

      const finished = await subject.engine.chat({
        messages: conversation(ANSWERS),
        locale: 'pt-BR',
      });
      expect(finished.done).toBe(true);
      expect(finished.reply.length).toBeGreaterThan(0);
      expect(finished.finalPrompt).toBeDefined();
      expect(finished.finalPrompt?.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
      expect(finished.finalPrompt).toContain('R$ 5');
      // The video shows the final prompt: only the customer's own words.
      const typed = new Set(wordsIn(ANSWERS.join(' ')));
      expect(wordsIn(finished.finalPrompt ?? '').filter((word) => !typed.has(word))).toEqual([]);
      if (finished.tone !== undefined) expect(TONES).toContain(finished.tone);
      expect(finished.direction?.length).toBeGreaterThan(0);
      expect(finished.direction?.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
    });

    it('with a brand kit, every proposal names the business as the kit writes it', async () => {
      const first = await subject.engine.refine({
        prompt: KIT_PROMPT,
        locale: 'pt-BR',
        brand: KIT,
      });
      const proposals = [first.refinedPrompt];
      while (proposals.length < LIMITS.maxProposals) {
        const next = await subject.engine.alternative({
          originalPrompt: KIT_PROMPT,
          previous: [...proposals],
          locale: 'pt-BR',
          brand: KIT,
        });
        proposals.push(next.refinedPrompt);
      }

      expect(new Set(proposals).size).toBe(LIMITS.maxProposals);
      for (const proposal of proposals) {
        expect(proposal).toContain('Padaria Pão Dourado');
        for (const fact of KIT_FACTS) expect(proposal).toContain(fact);
        expect(proposal.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
      }
    });

    it('without a kit, a proposal names no business the customer did not write', async () => {
      const result = await subject.engine.refine({ prompt: KIT_PROMPT, locale: 'pt-BR' });

      expect(result.refinedPrompt).not.toContain('Pão Dourado');
      for (const fact of KIT_FACTS) expect(result.refinedPrompt).toContain(fact);
    });

    it('with a brand kit, the chat asks for neither the business nor a contact, and its final prompt names the business', async () => {
      const opening = await subject.engine.chat({
        messages: [{ role: 'user', content: 'Oi' }],
        locale: 'pt-BR',
        brand: KIT,
      });
      expect(opening.done).toBe(false);
      expect(opening.reply).toMatch(/\?/u);
      expect(opening.reply).not.toMatch(ASKS_FOR_KIT_FACTS);

      const finished = await subject.engine.chat({
        messages: conversation(KIT_ANSWERS),
        locale: 'pt-BR',
        brand: KIT,
      });
      expect(finished.done).toBe(true);
      expect(finished.finalPrompt).toContain('Padaria Pão Dourado');
      expect(finished.finalPrompt).toContain('R$ 5');
      // Only the customer's words: their answers and the name they saved in the kit.
      const typed = new Set(wordsIn([...KIT_ANSWERS, KIT.businessName].join(' ')));
      expect(wordsIn(finished.finalPrompt ?? '').filter((word) => !typed.has(word))).toEqual([]);
    });
  });
}
