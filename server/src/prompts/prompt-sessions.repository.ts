import type { Category, Locale } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PromptEngine } from './engines/prompt-engine';
import { PromptSessionEntity, type StoredProposal } from './prompt-session.entity';

export interface StartSessionInput {
  userId: string;
  originalPrompt: string;
  locale: Locale;
  category: Category;
  engine: PromptEngine['name'];
  firstProposal: StoredProposal;
}

export interface FinalPromptRecord {
  finalPrompt: string;
  englishPrompt: string;
  selectedIndex: number | null;
}

@Injectable()
export class PromptSessionsRepository {
  constructor(
    @InjectRepository(PromptSessionEntity)
    private readonly sessions: Repository<PromptSessionEntity>,
  ) {}

  start(input: StartSessionInput): Promise<PromptSessionEntity> {
    const { firstProposal, ...fields } = input;
    return this.sessions.save(
      this.sessions.create({ ...fields, proposals: [firstProposal], selectedIndex: null }),
    );
  }

  /** The session when it belongs to that user; anyone else's is as good as missing. */
  findOwned(id: string, userId: string): Promise<PromptSessionEntity | null> {
    return this.sessions.findOneBy({ id, userId });
  }

  /**
   * Appends what `propose` returns while the row is locked (SELECT … FOR UPDATE), so racing
   * calls on one session see each other's proposals and the limit holds. `propose` may throw to
   * add nothing. Returns the proposals appended, or null when the session is not the user's.
   */
  appendProposals(
    id: string,
    userId: string,
    propose: (locked: PromptSessionEntity) => Promise<StoredProposal[]>,
  ): Promise<StoredProposal[] | null> {
    return this.sessions.manager.transaction(async (manager) => {
      const locked = await manager.findOne(PromptSessionEntity, {
        where: { id, userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!locked) return null;
      const added = await propose(locked);
      if (added.length) {
        await manager.update(
          PromptSessionEntity,
          { id },
          { proposals: [...locked.proposals, ...added] },
        );
      }
      return added;
    });
  }

  /** False when the session is not the user's. */
  async recordFinal(id: string, userId: string, record: FinalPromptRecord): Promise<boolean> {
    const result = await this.sessions.update({ id, userId }, record);
    return (result.affected ?? 0) > 0;
  }
}
