import { randomUUID } from 'node:crypto';
import type { BrandKit, PromptChatResponse } from '@cena/contracts';
import type { BrandKitService } from '../brand-kit/brand-kit.service';
import { DomainError } from '../common/domain-error';
import type { VideoEngineChoice } from '../generation/providers/video-engine-choice';
import type { UserEntity } from '../users/user.entity';
import type {
  AlternativeInput,
  ChatInput,
  FormatFinalInput,
  FormatFinalOutput,
  PromptEngine,
  RefineInput,
  RefineOutput,
} from './engines/prompt-engine';
import type { PromptSessionEntity, StoredProposal } from './prompt-session.entity';
import type {
  FinalPromptRecord,
  PromptSessionsRepository,
  StartSessionInput,
} from './prompt-sessions.repository';
import { PromptsService, requirePrompt, sameProposal } from './prompts.service';

/** Numbers its proposals; `repeat` makes it answer the same text every time. */
class FakeEngine implements PromptEngine {
  readonly name = 'local' as const;
  repeat = false;
  readonly refineCalls: RefineInput[] = [];
  readonly alternativeCalls: AlternativeInput[] = [];
  readonly formatCalls: FormatFinalInput[] = [];
  readonly chatCalls: ChatInput[] = [];

  async refine(input: RefineInput): Promise<RefineOutput> {
    this.refineCalls.push(input);
    return { refinedPrompt: `refined ${input.prompt}`, tags: ['padaria'], category: 'bakery' };
  }

  async alternative(input: AlternativeInput): Promise<RefineOutput> {
    this.alternativeCalls.push(input);
    const n = this.repeat ? 1 : input.previous.length + 1;
    return { refinedPrompt: `proposal ${n}`, tags: [`tag${n}`], category: 'bakery' };
  }

  async formatFinal(input: FormatFinalInput): Promise<FormatFinalOutput> {
    this.formatCalls.push(input);
    return { finalPrompt: `${input.approvedPrompt}.`, englishPrompt: `EN ${input.locale}` };
  }

  async chat(input: ChatInput): Promise<PromptChatResponse> {
    this.chatCalls.push(input);
    return { reply: 'Qual é o nome do seu negócio?', done: false };
  }
}

/** Keeps sessions in a map; the lock is not modelled (the API tests cover it on Postgres). */
class MemorySessions {
  readonly rows = new Map<string, PromptSessionEntity>();
  /** Runs inside appendProposals before `propose`, to play a racing call. */
  beforePropose?: (locked: PromptSessionEntity) => void;

  async start(input: StartSessionInput): Promise<PromptSessionEntity> {
    const { firstProposal, ...fields } = input;
    const row: PromptSessionEntity = {
      ...fields,
      id: randomUUID(),
      proposals: [firstProposal],
      selectedIndex: null,
      finalPrompt: null,
      englishPrompt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    this.rows.set(row.id, row);
    return row;
  }

  async findOwned(id: string, userId: string): Promise<PromptSessionEntity | null> {
    const row = this.rows.get(id);
    return row && row.userId === userId ? row : null;
  }

  async appendProposals(
    id: string,
    userId: string,
    propose: (locked: PromptSessionEntity) => Promise<StoredProposal[]>,
  ): Promise<StoredProposal[] | null> {
    const row = await this.findOwned(id, userId);
    if (!row) return null;
    this.beforePropose?.(row);
    const added = await propose(row);
    row.proposals = [...row.proposals, ...added];
    return added;
  }

  async recordFinal(id: string, userId: string, record: FinalPromptRecord): Promise<boolean> {
    const row = await this.findOwned(id, userId);
    if (!row) return false;
    Object.assign(row, record);
    return true;
  }
}

const user = (id = randomUUID()) => ({ id, locale: 'pt-BR' }) as UserEntity;

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

/** Kits by user id, as BrandKitService.fields answers them (an empty kit for the others). */
class MemoryBrandKits {
  readonly kits = new Map<string, BrandKit>();

  async fields(userId: string): Promise<BrandKit> {
    return this.kits.get(userId) ?? EMPTY_KIT;
  }
}

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('PromptsService', () => {
  let engine: FakeEngine;
  let sessions: MemorySessions;
  let brandKits: MemoryBrandKits;
  let service: PromptsService;

  beforeEach(() => {
    engine = new FakeEngine();
    sessions = new MemorySessions();
    brandKits = new MemoryBrandKits();
    service = new PromptsService(
      engine,
      sessions as unknown as PromptSessionsRepository,
      {
        current: async () => 'veo',
      } as VideoEngineChoice,
      brandKits as unknown as BrandKitService,
    );
  });

  describe('brand kit', () => {
    const KIT: BrandKit = {
      ...EMPTY_KIT,
      businessName: 'Padaria Pão Dourado',
      whatsapp: '(11) 98765-4321',
      address: '  ',
      hours: 'Seg a sáb, 7h às 19h',
      colors: ['#c0392b'],
      updatedAt: new Date().toISOString(),
    };
    const FACTS = {
      businessName: 'Padaria Pão Dourado',
      whatsapp: '(11) 98765-4321',
      hours: 'Seg a sáb, 7h às 19h',
    };

    /** The kit each engine call got, one call of each kind for `customer`. */
    async function everyCall(customer: UserEntity) {
      engine = new FakeEngine();
      service = new PromptsService(
        engine,
        sessions as unknown as PromptSessionsRepository,
        { current: async () => 'veo' } as VideoEngineChoice,
        brandKits as unknown as BrandKitService,
      );
      const session = await service.refine(customer, { userPrompt: 'sonho a R$ 5' });
      await service.alternatives(customer, {
        originalPrompt: 'sonho a R$ 5',
        sessionId: session.id,
      });
      await service.alternatives(customer, { originalPrompt: 'sonho a R$ 5' });
      await service.formatFinal(customer, { approvedPrompt: 'sonho a R$ 5' });
      await service.chat(customer, { messages: [{ role: 'user', content: 'Oi' }] });
      return [
        ...engine.refineCalls,
        ...engine.alternativeCalls,
        ...engine.formatCalls,
        ...engine.chatCalls,
      ].map((call) => call.brand);
    }

    it("hands every engine call the customer's filled kit fields", async () => {
      const customer = user();
      brandKits.kits.set(customer.id, KIT);

      expect(await everyCall(customer)).toEqual(Array(5).fill(FACTS));
    });

    it('hands no kit for a customer without one, nor for an empty one', async () => {
      const other = user();
      brandKits.kits.set(randomUUID(), KIT);
      expect(await everyCall(other)).toEqual(Array(5).fill(undefined));

      const blank = user();
      brandKits.kits.set(blank.id, { ...EMPTY_KIT, businessName: ' ', colors: ['#c0392b'] });
      expect(await everyCall(blank)).toEqual(Array(5).fill(undefined));
    });

    it('reads the kit on each call: a change applies to the next one', async () => {
      const customer = user();
      await service.chat(customer, { messages: [{ role: 'user', content: 'Oi' }] });
      brandKits.kits.set(customer.id, KIT);
      await service.chat(customer, { messages: [{ role: 'user', content: 'Oi' }] });

      expect(engine.chatCalls.map((call) => call.brand)).toEqual([undefined, FACTS]);
    });
  });

  describe('requirePrompt', () => {
    it('trims, refuses blank and counts the limit after trimming', () => {
      expect(requirePrompt('  pão de queijo \n')).toBe('pão de queijo');
      expect(() => requirePrompt(' \t ')).toThrow(new DomainError('prompt_required'));
      expect(requirePrompt(`  ${'a'.repeat(500)}  `)).toHaveLength(500);
      expect(() => requirePrompt('a'.repeat(501))).toThrow(new DomainError('prompt_too_long'));
    });
  });

  it('treats proposals that differ in case or spacing as the same', () => {
    expect(sameProposal(' Pão  de\nqueijo ', 'pão de queijo')).toBe(true);
    expect(sameProposal('pão de queijo', 'pão de mel')).toBe(false);
  });

  it('starts a session whose first proposal is the refinement, in the account locale', async () => {
    const caller = user();
    const session = await service.refine(caller, { userPrompt: '  Padaria Bom Dia  ' });
    expect(session).toMatchObject({
      userId: caller.id,
      originalPrompt: 'Padaria Bom Dia',
      locale: 'pt-BR',
      category: 'bakery',
      engine: 'local',
      proposals: [{ prompt: 'refined Padaria Bom Dia', tags: ['padaria'] }],
      selectedIndex: null,
    });
    const english = await service.refine(caller, { userPrompt: 'Bakery', userLanguage: 'en-US' });
    expect(english.locale).toBe('en-US');
  });

  it('counts previous suggestions when there is no session', async () => {
    const proposals = await service.alternatives(user(), {
      originalPrompt: 'Padaria',
      previousSuggestions: ['proposal 1'],
    });
    expect(proposals).toEqual([{ prompt: 'proposal 2', tags: ['tag2'] }]);
    expect(
      await codeOf(
        service.alternatives(user(), {
          originalPrompt: 'Padaria',
          previousSuggestions: ['a', 'b', 'c'],
        }),
      ),
    ).toBe('proposal_limit');
  });

  it('gives only what fits when asked for more than the room left', async () => {
    const proposals = await service.alternatives(user(), {
      originalPrompt: 'Padaria',
      previousSuggestions: ['proposal 1'],
      count: 3,
    });
    expect(proposals.map((p) => p.prompt)).toEqual(['proposal 2', 'proposal 3']);
  });

  it('stores proposals on the session and refuses a 4th', async () => {
    const caller = user();
    const session = await service.refine(caller, { userPrompt: 'Padaria' });
    await service.alternatives(caller, { originalPrompt: 'Padaria', sessionId: session.id });
    await service.alternatives(caller, { originalPrompt: 'Padaria', sessionId: session.id });
    expect(sessions.rows.get(session.id)?.proposals.map((p) => p.prompt)).toEqual([
      'refined Padaria',
      'proposal 2',
      'proposal 3',
    ]);
    const calls = engine.alternativeCalls.length;
    expect(
      await codeOf(
        service.alternatives(caller, { originalPrompt: 'Padaria', sessionId: session.id }),
      ),
    ).toBe('proposal_limit');
    expect(engine.alternativeCalls).toHaveLength(calls);
  });

  it("answers not_found for another user's session, and writes nothing", async () => {
    const owner = user();
    const session = await service.refine(owner, { userPrompt: 'Padaria' });
    for (const work of [
      service.alternatives(user(), { originalPrompt: 'Padaria', sessionId: session.id }),
      service.formatFinal(user(), { approvedPrompt: 'x', sessionId: session.id }),
    ]) {
      expect(await codeOf(work)).toBe('not_found');
    }
    expect(sessions.rows.get(session.id)).toMatchObject({ proposals: [{}], finalPrompt: null });
  });

  it('regenerates under the lock when a racing call stored the same text meanwhile', async () => {
    const caller = user();
    const session = await service.refine(caller, { userPrompt: 'Padaria' });
    sessions.beforePropose = (locked) => {
      locked.proposals = [...locked.proposals, { prompt: 'proposal 2', tags: [] }];
    };
    const added = await service.alternatives(caller, {
      originalPrompt: 'Padaria',
      sessionId: session.id,
    });
    expect(added.map((p) => p.prompt)).toEqual(['proposal 3']);
    expect(sessions.rows.get(session.id)?.proposals).toHaveLength(3);
  });

  it('refuses under the lock when racing calls filled the session meanwhile', async () => {
    const caller = user();
    const session = await service.refine(caller, { userPrompt: 'Padaria' });
    sessions.beforePropose = (locked) => {
      locked.proposals = [
        ...locked.proposals,
        { prompt: 'b', tags: [] },
        { prompt: 'c', tags: [] },
      ];
    };
    expect(
      await codeOf(
        service.alternatives(caller, { originalPrompt: 'Padaria', sessionId: session.id }),
      ),
    ).toBe('proposal_limit');
    expect(sessions.rows.get(session.id)?.proposals).toHaveLength(3);
  });

  it('returns nothing rather than a repeat when the engine keeps repeating itself', async () => {
    engine.repeat = true;
    const proposals = await service.alternatives(user(), {
      originalPrompt: 'Padaria',
      previousSuggestions: ['Proposal 1'],
    });
    expect(proposals).toEqual([]);
    expect(engine.alternativeCalls).toHaveLength(3);
  });

  it('records the final prompt and which proposal was approved', async () => {
    const caller = user();
    const session = await service.refine(caller, { userPrompt: 'Padaria' });
    const output = await service.formatFinal(caller, {
      approvedPrompt: ' refined  Padaria ',
      sessionId: session.id,
    });
    expect(output).toEqual({ finalPrompt: 'refined  Padaria.', englishPrompt: 'EN pt-BR' });
    expect(sessions.rows.get(session.id)).toMatchObject({
      finalPrompt: 'refined  Padaria.',
      englishPrompt: 'EN pt-BR',
      selectedIndex: 0,
    });

    await service.formatFinal(caller, { approvedPrompt: 'my own text', sessionId: session.id });
    expect(sessions.rows.get(session.id)?.selectedIndex).toBeNull();
    expect(await codeOf(service.formatFinal(caller, { approvedPrompt: '  ' }))).toBe(
      'prompt_required',
    );
  });

  it("passes the conversation on, and needs the user's message last", async () => {
    const reply = await service.chat(user(), {
      messages: [{ role: 'user', content: '  Tenho uma padaria ' }],
      userLanguage: 'es-ES',
    });
    expect(reply).toEqual({ reply: 'Qual é o nome do seu negócio?', done: false });
    expect(engine.chatCalls[0]).toEqual({
      messages: [{ role: 'user', content: 'Tenho uma padaria' }],
      locale: 'es-ES',
      videoEngine: 'veo',
    });
    for (const messages of [
      [{ role: 'user' as const, content: '   ' }],
      [
        { role: 'user' as const, content: 'Oi' },
        { role: 'assistant' as const, content: 'Olá' },
      ],
    ]) {
      expect(await codeOf(service.chat(user(), { messages }))).toBe('prompt_required');
    }
  });
});
