import type {
  AlternativesResponse,
  FormatFinalResponse,
  PromptChatResponse,
  RefineResponse,
} from '@cena/contracts';
import type { FormatFinalOutput } from './engines/prompt-engine';
import type { PromptSessionEntity, StoredProposal } from './prompt-session.entity';

/** The refinement is the session's first proposal. */
export function toRefineResponse(session: PromptSessionEntity): RefineResponse {
  const [first] = session.proposals;
  return {
    refinedPrompt: first.prompt,
    tags: first.tags,
    sessionId: session.id,
    category: session.category,
  };
}

/** One proposal asked for: `newAlternative` and its tags; several (or none made): the list. */
export function toAlternativesResponse(
  proposals: StoredProposal[],
  asked: number,
): AlternativesResponse {
  if (asked === 1 && proposals.length === 1) {
    return { newAlternative: proposals[0].prompt, tags: proposals[0].tags };
  }
  return { alternatives: proposals.map((p) => p.prompt) };
}

export function toFormatFinalResponse(output: FormatFinalOutput): FormatFinalResponse {
  return { finalPrompt: output.finalPrompt, englishPrompt: output.englishPrompt };
}

export function toPromptChatResponse(response: PromptChatResponse): PromptChatResponse {
  return {
    reply: response.reply,
    done: response.done,
    ...(response.finalPrompt ? { finalPrompt: response.finalPrompt } : {}),
    ...(response.tone ? { tone: response.tone } : {}),
    ...(response.direction ? { direction: response.direction } : {}),
  };
}
