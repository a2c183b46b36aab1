import { randomUUID } from 'node:crypto';
import type { PromptChatResponse } from '@cena/contracts';
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
  readonly alternativeCalls: AlternativeInput[] = [];
  readonly chatCalls: ChatInput[] = [];

  async refine(input: RefineInput): Promise<RefineOutput> {
    return { refinedPrompt: `refined ${input.prompt}`, tags: ['padaria'], category: 'bakery' };
  }

  async alternative(input: AlternativeInput): Promise<RefineOutput> {
    this.alternativeCalls.push(input);
    const n = this.repeat ? 1 : input.previous.length + 1;
    return { refinedPrompt: `proposal ${n}`, tags: [`tag${n}`], category: 'bakery' };
  }

  async formatFinal(input: FormatFinalInput): Promise<FormatFinalOutput> {
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
  let service: PromptsService;

  beforeEach(() => {
    engine = new FakeEngine();
    sessions = new MemorySessions();
    service = new PromptsService(
      engine,
      sessions as unknown as PromptSessionsRepository,
      {
        current: async () => 'veo',
      } as VideoEngineChoice,
    );
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
