import { type ChatMessage, LIMITS, type Locale, type PromptChatResponse } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { BrandKitService } from '../brand-kit/brand-kit.service';
import { DomainError } from '../common/domain-error';
import type { UserEntity } from '../users/user.entity';
import { VideoEngineChoice } from '../generation/providers/video-engine-choice';
import { type FormatFinalOutput, PromptEngine, type PromptBrand } from './engines/prompt-engine';
import { promptBrandOf } from './prompt-brand';
import type { PromptSessionEntity, StoredProposal } from './prompt-session.entity';
import { PromptSessionsRepository } from './prompt-sessions.repository';

export interface RefineCommand {
  userPrompt: string;
  userLanguage?: Locale;
}

export interface AlternativesCommand {
  originalPrompt: string;
  previousSuggestions?: string[];
  sessionId?: string;
  count?: number;
}

export interface FormatFinalCommand {
  approvedPrompt: string;
  sessionId?: string;
}

export interface ChatCommand {
  messages: ChatMessage[];
  userLanguage?: Locale;
}

/** Tries per proposal before giving up on an engine that keeps repeating itself. */
const ATTEMPTS_PER_PROPOSAL = 3;

/** Trimmed, non-blank and within the product's prompt limit, or the matching domain error. */
export function requirePrompt(text: string): string {
  const prompt = text.trim();
  if (!prompt) throw new DomainError('prompt_required');
  if (prompt.length > LIMITS.promptMaxChars) throw new DomainError('prompt_too_long');
  return prompt;
}

/** Proposals differing only in case or spacing are the same proposal to the user. */
export function sameProposal(a: string, b: string): boolean {
  const normalise = (text: string) => text.trim().replace(/\s+/gu, ' ').toLocaleLowerCase();
  return normalise(a) === normalise(b);
}

/**
 * The prompt assistant: refinement sessions of at most LIMITS.maxProposals proposals, final
 * formatting and the chat. The engine (local or OpenAI-compatible) is chosen by the module; the
 * customer's brand kit, read on each call, tells it the business's name and contacts.
 */
@Injectable()
export class PromptsService {
  constructor(
    private readonly engine: PromptEngine,
    private readonly sessions: PromptSessionsRepository,
    private readonly videoEngines: VideoEngineChoice,
    private readonly brandKits: BrandKitService,
  ) {}

  async refine(user: UserEntity, command: RefineCommand): Promise<PromptSessionEntity> {
    const prompt = requirePrompt(command.userPrompt);
    const locale = command.userLanguage ?? user.locale;
    const [videoEngine, brand] = await Promise.all([
      this.videoEngines.current(),
      this.brandOf(user),
    ]);
    const refined = await this.engine.refine({ prompt, locale, videoEngine, brand });
    return this.sessions.start({
      userId: user.id,
      originalPrompt: prompt,
      locale,
      category: refined.category,
      engine: this.engine.name,
      firstProposal: { prompt: refined.refinedPrompt, tags: refined.tags },
    });
  }

  /**
   * New proposals, each different from every earlier one. The limit counts the stored session
   * when there is one (the caller's own, else 404), otherwise the suggestions the client sent.
   * Asking for more than the room left yields only what fits.
   */
  async alternatives(user: UserEntity, command: AlternativesCommand): Promise<StoredProposal[]> {
    const originalPrompt = requirePrompt(command.originalPrompt);
    const wanted = command.count ?? 1;
    const sent = command.previousSuggestions ?? [];

    if (!command.sessionId) {
      const room = LIMITS.maxProposals - sent.length;
      if (room <= 0) throw new DomainError('proposal_limit');
      const brand = await this.brandOf(user);
      return this.propose(originalPrompt, sent, Math.min(wanted, room), user.locale, brand);
    }

    const session = await this.sessions.findOwned(command.sessionId, user.id);
    if (!session) throw new DomainError('not_found');
    // Checked before generating so a full session costs no engine call.
    const room = LIMITS.maxProposals - session.proposals.length;
    if (room <= 0) throw new DomainError('proposal_limit');
    const known = (stored: StoredProposal[]) => [...stored.map((p) => p.prompt), ...sent];
    const brand = await this.brandOf(user);
    // Generated outside the lock: an OpenAI call can take seconds and must not hold a connection.
    const drafts = await this.propose(
      originalPrompt,
      known(session.proposals),
      Math.min(wanted, room),
      session.locale,
      brand,
    );

    const added = await this.sessions.appendProposals(session.id, user.id, async (locked) => {
      const roomNow = LIMITS.maxProposals - locked.proposals.length;
      if (roomNow <= 0) throw new DomainError('proposal_limit');
      const target = Math.min(wanted, roomNow);
      // A racing call may have stored the very same text while this one was generating.
      const fresh = drafts.filter(
        (draft) => !locked.proposals.some((stored) => sameProposal(stored.prompt, draft.prompt)),
      );
      if (fresh.length >= target) return fresh.slice(0, target);
      const more = await this.propose(
        originalPrompt,
        [...known(locked.proposals), ...fresh.map((p) => p.prompt)],
        target - fresh.length,
        locked.locale,
        brand,
      );
      return [...fresh, ...more];
    });
    if (!added) throw new DomainError('not_found');
    return added;
  }

  async formatFinal(user: UserEntity, command: FormatFinalCommand): Promise<FormatFinalOutput> {
    const approvedPrompt = requirePrompt(command.approvedPrompt);
    const session = command.sessionId
      ? await this.sessions.findOwned(command.sessionId, user.id)
      : null;
    if (command.sessionId && !session) throw new DomainError('not_found');

    const output = await this.engine.formatFinal({
      approvedPrompt,
      locale: session?.locale ?? user.locale,
      brand: await this.brandOf(user),
    });
    if (session) {
      const index = session.proposals.findIndex((p) => sameProposal(p.prompt, approvedPrompt));
      const recorded = await this.sessions.recordFinal(session.id, user.id, {
        ...output,
        // An edited proposal matches none of them: null says "the user's own text".
        selectedIndex: index >= 0 ? index : null,
      });
      if (!recorded) throw new DomainError('not_found');
    }
    return output;
  }

  async chat(user: UserEntity, command: ChatCommand): Promise<PromptChatResponse> {
    const messages = command.messages.map((m) => ({ role: m.role, content: m.content.trim() }));
    const last = messages.at(-1);
    if (!last || last.role !== 'user' || !last.content) throw new DomainError('prompt_required');
    const [videoEngine, brand] = await Promise.all([
      this.videoEngines.current(),
      this.brandOf(user),
    ]);
    return this.engine.chat({
      messages,
      locale: command.userLanguage ?? user.locale,
      videoEngine,
      brand,
    });
  }

  /** The facts of the customer's brand kit, as they are now (a change applies to the next call). */
  private async brandOf(user: UserEntity): Promise<PromptBrand | undefined> {
    const fields = await this.brandKits.fields(user.id);
    return fields && promptBrandOf(fields);
  }

  /**
   * `count` proposals unlike `previous` and unlike each other; fewer (maybe none, which the client
   * shows as "Sem alternativas") only when the engine keeps repeating itself.
   */
  private async propose(
    originalPrompt: string,
    previous: string[],
    count: number,
    locale: Locale,
    brand: PromptBrand | undefined,
  ): Promise<StoredProposal[]> {
    const made: StoredProposal[] = [];
    const videoEngine = await this.videoEngines.current();
    for (
      let attempt = 0;
      made.length < count && attempt < count * ATTEMPTS_PER_PROPOSAL;
      attempt++
    ) {
      const seen = [...previous, ...made.map((p) => p.prompt)];
      const result = await this.engine.alternative({
        originalPrompt,
        previous: seen,
        locale,
        videoEngine,
        brand,
      });
      if (!seen.some((text) => sameProposal(text, result.refinedPrompt))) {
        made.push({ prompt: result.refinedPrompt, tags: result.tags });
      }
    }
    return made;
  }
}
