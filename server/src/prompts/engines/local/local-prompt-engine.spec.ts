import { LIMITS, LOCALES } from '@cena/contracts';

import { BRIEFS, SAMPLE_BRIEFS, briefById } from '@cena/engine/testing';
import { extractFacts } from '@cena/engine';
import { describePromptEngineContract } from '../prompt-engine.contract';
import { ENGLISH_PROMPT_LABELS } from './english-prompt';
import { LocalPromptEngine } from './local-prompt-engine';
import { composeStoryboardProposal, lookOf } from './storyboard-proposal';
import { CATEGORY_TEMPLATES } from './templates/category-scenes';
import { INTENT_FRAMES } from './templates/framing';

describePromptEngineContract('local', async () => ({ engine: new LocalPromptEngine() }));

describe('LocalPromptEngine', () => {
  const engine = new LocalPromptEngine();

  async function threeProposals(prompt: string): Promise<string[]> {
    const first = await engine.refine({ prompt, locale: 'pt-BR' });
    const proposals = [first.refinedPrompt];
    while (proposals.length < LIMITS.maxProposals) {
      const next = await engine.alternative({
        originalPrompt: prompt,
        previous: [...proposals],
        locale: 'pt-BR',
      });
      proposals.push(next.refinedPrompt);
    }
    return proposals;
  }

  describe.each(SAMPLE_BRIEFS.map((sample) => [sample.id, sample] as const))(
    '%s',
    (_id, sample) => {
      it('refines within the limit, keeping every name, price, date and handle', async () => {
        const { refinedPrompt, tags } = await engine.refine({
          prompt: sample.prompt,
          locale: 'pt-BR',
        });

        expect(refinedPrompt).not.toBe(sample.prompt);
        expect(refinedPrompt.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
        for (const fact of sample.facts) expect(refinedPrompt).toContain(fact);
        expect(tags.length).toBeGreaterThanOrEqual(3);
        expect(tags.length).toBeLessThanOrEqual(6);
      });

      it('writes an English prompt that keeps every fact, labelled line by line', async () => {
        const { refinedPrompt } = await engine.refine({ prompt: sample.prompt, locale: 'pt-BR' });
        const { finalPrompt, englishPrompt } = await engine.formatFinal({
          approvedPrompt: refinedPrompt,
          locale: 'pt-BR',
        });

        expect(finalPrompt.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
        expect(englishPrompt).not.toBe(sample.prompt);
        for (const fact of sample.facts) expect(englishPrompt).toContain(fact);
        expect(englishPrompt.split('\n').map((line) => line.split(':')[0])).toEqual([
          ...ENGLISH_PROMPT_LABELS,
        ]);
        expect(englishPrompt.split(/\s+/u).length).toBeLessThan(900);
      });

      it('offers three proposals that differ pairwise, each keeping every fact', async () => {
        const proposals = await threeProposals(sample.prompt);

        expect(new Set(proposals).size).toBe(3);
        for (const proposal of proposals) {
          expect(proposal.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
          for (const fact of sample.facts) expect(proposal).toContain(fact);
        }
      });
    },
  );

  it.each(BRIEFS.map((brief) => [brief.id, brief] as const))(
    'keeps every fact of the shared brief %s in its proposal and English prompt',
    async (_id, brief) => {
      const facts = extractFacts(brief.prompt, brief.locale).map((fact) => fact.text);
      const { refinedPrompt } = await engine.refine({ prompt: brief.prompt, locale: brief.locale });
      const { englishPrompt } = await engine.formatFinal({
        approvedPrompt: refinedPrompt,
        locale: brief.locale,
      });
      for (const fact of facts) {
        expect({ fact, proposal: refinedPrompt.includes(fact) }).toEqual({ fact, proposal: true });
        expect({ fact, english: englishPrompt.includes(fact) }).toEqual({ fact, english: true });
      }
    },
  );

  it('names category, mood and style in short tags in the user’s language', async () => {
    const bakery = briefById('bakery-sonho').prompt;
    expect((await engine.refine({ prompt: bakery, locale: 'pt-BR' })).tags).toEqual([
      'padaria',
      'aconchegante',
      'close-up',
      'promoção',
    ]);
    expect(
      (await engine.refine({ prompt: bakery, locale: 'pt-BR', tone: 'elegant' })).tags,
    ).toEqual(['padaria', 'elegante', 'close-up', 'promoção']);
  });

  it('rotates angle, style and hook between proposals', async () => {
    const [first, second, third] = await threeProposals(briefById('bakery-sonho').prompt);
    expect(first).toContain('Abra com um close-up');
    expect(second).toContain('Mostre um cliente');
    expect(third).toContain('Comece pelas mãos do padeiro');
    expect(first).toContain('Nos primeiros segundos');
    expect(second).toContain('Abra com uma pergunta curta');
    expect(third).toContain('Guarde "');
  });

  it('keeps the tone the user chose in every alternative', async () => {
    const prompt = 'Barbearia Dom Bigode, corte + barba por R$45, algo bem divertido';
    const first = await engine.refine({ prompt, locale: 'pt-BR' });
    const next = await engine.alternative({
      originalPrompt: prompt,
      previous: [first.refinedPrompt],
      locale: 'pt-BR',
    });
    expect(next.tags).toContain('divertido');
  });

  it('never repeats a proposal already shown, even one the user edited to match', async () => {
    const prompt = briefById('barber-bigode').prompt;
    const [first, second, third] = await threeProposals(prompt);
    const next = await engine.alternative({
      originalPrompt: prompt,
      previous: [first, third],
      locale: 'pt-BR',
    });
    expect([first, second, third]).not.toContain(next.refinedPrompt);
  });

  it('is deterministic', async () => {
    const prompt = briefById('wedding').prompt;
    expect(await engine.refine({ prompt, locale: 'pt-BR' })).toEqual(
      await engine.refine({ prompt, locale: 'pt-BR' }),
    );
  });

  it('drops director sentences, never facts, when the user’s words fill the limit', async () => {
    const prompt = [
      'Padaria Pão Dourado, na Rua das Flores, 123, Centro:',
      'sonho a R$ 4,50, pão de queijo a R$ 2,00, bolo de pote a R$ 12,00, café a R$ 5,00,',
      'coxinha a R$ 6,50, torta a R$ 45,00, brigadeiro a R$ 3,00, cuca a R$ 25,00,',
      'de segunda a sábado, das 6h às 20h, domingo das 7h às 12h,',
      'encomendas pelo (11) 98765-4321, pelo @paodourado ou em www.paodourado.com.br,',
      'entrega grátis no bairro acima de R$ 50,00 e 10% OFF na primeira compra.',
    ].join(' ');
    expect(prompt.length).toBeGreaterThan(400);
    const { refinedPrompt } = await engine.refine({ prompt, locale: 'pt-BR' });

    expect(refinedPrompt.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
    for (const fact of [
      'Pão Dourado',
      'R$ 4,50',
      'R$ 25,00',
      '(11) 98765-4321',
      '@paodourado',
      '10% OFF',
    ]) {
      expect(refinedPrompt).toContain(fact);
    }
  });

  it('answers in the language of the request', async () => {
    const prompt = 'Bakery Golden Crust: croissants for $2.50 every Saturday, follow @goldencrust';
    for (const locale of LOCALES) {
      const { refinedPrompt } = await engine.refine({ prompt, locale });
      expect(refinedPrompt.startsWith(INTENT_FRAMES.promotion[locale])).toBe(true);
      expect(refinedPrompt).toContain('$2.50');
    }
  });

  it('keeps on-screen text in the user’s language, quoted, inside the English prompt', async () => {
    const prompt =
      'Padaria Pão Dourado com o texto na tela "Promoção R$ 4,50" e @paodourado no final';
    const { refinedPrompt } = await engine.refine({ prompt, locale: 'pt-BR' });
    const { englishPrompt } = await engine.formatFinal({
      approvedPrompt: refinedPrompt,
      locale: 'pt-BR',
    });

    const action = englishPrompt.split('\n').find((line) => line.startsWith('Action:')) ?? '';
    expect(action).toContain(
      'On-screen text in Portuguese, exactly as written: "Promoção R$ 4,50"',
    );
    expect(action).toContain('"@paodourado"');
  });

  it('turns the approved proposal into English along its own angle, quoting only the user’s words', async () => {
    const [, second] = await threeProposals(briefById('bakery-sonho').prompt);
    const { englishPrompt } = await engine.formatFinal({ approvedPrompt: second, locale: 'pt-BR' });

    expect(englishPrompt).toContain(CATEGORY_TEMPLATES.bakery.scenes.people.en.action);
    expect(englishPrompt).toContain(`"${briefById('bakery-sonho').prompt}"`);
    expect(englishPrompt).not.toContain('Mostre um cliente');
  });

  it('formats a prompt the user wrote or edited by hand', async () => {
    const approved =
      '  academia Corpo em Forma,   matrícula grátis até 15/01 e aula experimental de yoga ';
    const { finalPrompt, englishPrompt } = await engine.formatFinal({
      approvedPrompt: approved,
      locale: 'pt-BR',
    });

    expect(finalPrompt).toBe(
      'Academia Corpo em Forma, matrícula grátis até 15/01 e aula experimental de yoga.',
    );
    expect(englishPrompt).toContain('at a local gym');
    expect(englishPrompt).toContain('15/01');
  });

  it('cuts an approved text longer than the limit at a sentence end', async () => {
    const sentence =
      'Abra com um close-up dos pães saindo do forno e a câmera se aproximando devagar. ';
    const { finalPrompt } = await engine.formatFinal({
      approvedPrompt: sentence.repeat(8),
      locale: 'pt-BR',
    });
    expect(finalPrompt.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
    expect(finalPrompt.endsWith('.')).toBe(true);
  });
});

describe('LocalPromptEngine for the local video engine', () => {
  const engine = new LocalPromptEngine();
  const bakery =
    'Padaria Pão Dourado: sonho de creme a R$ 4,50 neste sábado, 25/10, das 7h às 12h. Encomendas pelo WhatsApp (11) 98765-4321 ou no @paodourado';
  /** What a proposal promises that the local engine cannot draw. */
  const FOOTAGE_WORDS =
    /câmera|close|close-up|fumegante|vapor|mãos|luz (quente )?lateral|filmad|pixar/iu;

  it("proposes the look it draws, the customer's words beat by beat and the end card", async () => {
    const { refinedPrompt } = await engine.refine({
      prompt: bakery,
      locale: 'pt-BR',
      videoEngine: 'local',
    });
    expect(refinedPrompt).toMatch(/^Visual /u);
    expect(refinedPrompt).toContain('Na tela: “Padaria Pão Dourado”');
    expect(refinedPrompt).toContain('das 7h às 12h');
    expect(refinedPrompt).toContain('Cartão final: “Padaria Pão Dourado”');
    expect(refinedPrompt).not.toMatch(FOOTAGE_WORDS);
    expect(refinedPrompt.length).toBeLessThanOrEqual(500);
  });

  it('gives each alternative a look not shown yet, and the look is read back from the text', async () => {
    const first = await engine.refine({ prompt: bakery, locale: 'pt-BR', videoEngine: 'local' });
    const previous = [first.refinedPrompt];
    for (let index = 0; index < 2; index += 1) {
      const next = await engine.alternative({
        originalPrompt: bakery,
        previous,
        locale: 'pt-BR',
        videoEngine: 'local',
      });
      previous.push(next.refinedPrompt);
    }
    const looks = previous.map(lookOf);
    expect(new Set(looks).size).toBe(3);
    expect(looks.every((look) => look !== undefined)).toBe(true);
  });

  it.each(['en-US', 'es-ES', 'fr-FR', 'de-DE'] as const)(
    'writes its labels in %s and never promises footage',
    async (locale) => {
      const { refinedPrompt } = await engine.refine({
        prompt: "Joe's Coffee: free espresso this Friday at 8am, follow @joescoffee",
        locale,
        videoEngine: 'local',
      });
      expect(lookOf(refinedPrompt)).toBeDefined();
      expect(refinedPrompt).toContain('@joescoffee');
      expect(refinedPrompt).not.toMatch(/camera|kamera|caméra|cámara|close-up/iu);
    },
  );

  describe('with a brand kit', () => {
    const KIT = { businessName: 'Padaria Pão Dourado', whatsapp: '(11) 98765-4321' };
    const OFFER = 'Promoção de sonho a R$ 5 neste sábado';

    it("plans the storyboard the render draws: the customer's words, the kit's name and contacts on the end card", async () => {
      const { refinedPrompt } = await engine.refine({
        prompt: OFFER,
        locale: 'pt-BR',
        videoEngine: 'local',
        brand: KIT,
      });
      const [, scenes, end] = refinedPrompt.split('\n');
      expect(scenes).toContain('R$ 5');
      expect(scenes).not.toContain('Pão Dourado');
      expect(end).toMatch(/^Cartão final: “Padaria Pão Dourado” · /u);
      expect(end).toContain('“(11) 98765-4321”');
      expect(refinedPrompt).toBe(
        composeStoryboardProposal(OFFER, 'pt-BR', lookOf(refinedPrompt) ?? 'fun', KIT),
      );
      const alternative = await engine.alternative({
        originalPrompt: OFFER,
        previous: [refinedPrompt],
        locale: 'pt-BR',
        videoEngine: 'local',
        brand: KIT,
      });
      expect(alternative.refinedPrompt.split('\n')[2]).toMatch(
        /^Cartão final: “Padaria Pão Dourado” · /u,
      );
    });

    it('names the business once when the prompt already does, in any case or accent', async () => {
      const prompt = `${OFFER} na padaria pao dourado`;
      const withKit = await engine.refine({ prompt, locale: 'pt-BR', brand: KIT });
      expect(withKit).toEqual(await engine.refine({ prompt, locale: 'pt-BR' }));
    });

    it("writes the English prompt's subject for the kit's business", async () => {
      const { englishPrompt } = await engine.formatFinal({
        approvedPrompt: OFFER,
        locale: 'pt-BR',
        brand: KIT,
      });
      expect(englishPrompt.split('\n')[0]).toContain('for "Padaria Pão Dourado"');
      const without = await engine.formatFinal({ approvedPrompt: OFFER, locale: 'pt-BR' });
      expect(without.englishPrompt).not.toContain('Pão Dourado');
    });
  });
});
