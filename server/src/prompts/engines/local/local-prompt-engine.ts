import type { PromptChatResponse, Tone } from '@cena/contracts';

import { detectCategory, collapseWhitespace, extractFacts } from '@cena/engine';
import type {
  AlternativeInput,
  ChatInput,
  FormatFinalInput,
  FormatFinalOutput,
  PromptBrand,
  PromptEngine,
  RefineInput,
  RefineOutput,
} from '../prompt-engine';
import {
  type Brief,
  analyseBrief,
  detectIntent,
  detectTone,
  selectBusinessName,
  selectContact,
  selectOnScreen,
  tidyContent,
} from './brief-analysis';
import { brandName, withBusinessName } from './brand-facts';
import { runChat } from './chat-flow';
import { buildEnglishPrompt } from './english-prompt';
import { tidyFinalPrompt } from './final-text';
import { COMBOS, composeProposal, type Proposal } from './proposal-composer';
import { recogniseProposal } from './proposal-recogniser';
import { composeStoryboardProposal, lookOf, looksFrom } from './storyboard-proposal';
import { CATEGORY_TEMPLATES } from './templates/category-scenes';
import { TONE_TEMPLATES } from './templates/tone-looks';
import { ANGLES } from './templates/template-types';

function sameText(a: string, b: string): boolean {
  return collapseWhitespace(a).toLowerCase() === collapseWhitespace(b).toLowerCase();
}

/**
 * The local engine's storyboard of the customer's own prompt (the render draws that prompt, and
 * the kit's name and contacts on its end card); the brief, which may carry the kit's name, only
 * tells the category.
 */
function storyboardOutput(
  prompt: string,
  brief: Brief,
  look: Tone,
  brand: PromptBrand | undefined,
): RefineOutput {
  const { locale, category } = brief;
  return {
    refinedPrompt: composeStoryboardProposal(prompt, locale, look, brand),
    tags: [CATEGORY_TEMPLATES[category].label[locale], TONE_TEMPLATES[look].label[locale]],
    category,
  };
}

function toOutput(proposal: Proposal, category: RefineOutput['category']): RefineOutput {
  return { refinedPrompt: proposal.text, tags: proposal.tags, category };
}

/**
 * The embedded prompt engineer: rule-based, deterministic and offline. It keeps the user's facts
 * word for word and adds a director's shot, light, style, mood and soundtrack from curated
 * templates, in the language of the request.
 */
export class LocalPromptEngine implements PromptEngine {
  readonly name = 'local' as const;

  /** With a brand kit, the proposal names the business as the kit does. */
  async refine(input: RefineInput): Promise<RefineOutput> {
    const brief = analyseBrief(
      withBusinessName(input.prompt, input.brand),
      input.locale,
      input.tone,
    );
    if (input.videoEngine === 'local') {
      return storyboardOutput(input.prompt, brief, brief.tone, input.brand);
    }
    return toOutput(composeProposal(brief, COMBOS[0]), brief.category);
  }

  /**
   * Proposal n takes combination n (angle, style and hook all new for the first three) and moves
   * on while the result equals a proposal already shown, e.g. one the user edited back.
   */
  async alternative(input: AlternativeInput): Promise<RefineOutput> {
    const named = withBusinessName(input.originalPrompt, input.brand);
    const brief = analyseBrief(named, input.locale, this.toneOf(input));
    if (input.videoEngine === 'local') return this.storyboardAlternative(input, brief);
    const start = input.previous.length;
    for (let offset = 0; offset < COMBOS.length; offset += 1) {
      const proposal = composeProposal(brief, COMBOS[(start + offset) % COMBOS.length]);
      if (!input.previous.some((previous) => sameText(previous, proposal.text))) {
        return toOutput(proposal, brief.category);
      }
    }
    return toOutput(composeProposal(brief, COMBOS[start % COMBOS.length]), brief.category);
  }

  async formatFinal(input: FormatFinalInput): Promise<FormatFinalOutput> {
    const { locale } = input;
    const finalPrompt = tidyFinalPrompt(
      input.approvedPrompt,
      extractFacts(input.approvedPrompt, locale),
    );
    const recognised = recogniseProposal(finalPrompt, locale);
    const brief = tidyContent(recognised.remainder) || tidyContent(finalPrompt);
    const facts = extractFacts(brief, locale);
    const category = recognised.category ?? detectCategory(brief);
    const angle = recognised.angle ?? 'hero';
    const contact = recognised.contact ?? selectContact(facts);
    const onScreen = recognised.onScreen ?? selectOnScreen(brief, facts);
    const englishPrompt = buildEnglishPrompt({
      locale,
      brief,
      facts,
      category,
      intent: recognised.intent ?? detectIntent(brief, facts),
      tone: recognised.tone ?? detectTone(brief) ?? CATEGORY_TEMPLATES[category].defaultTone,
      angle,
      style: recognised.style ?? ANGLES.indexOf(angle),
      onScreen,
      contact: contact === onScreen ? undefined : contact,
      businessName: selectBusinessName(facts) ?? brandName(input.brand),
    });
    return { finalPrompt, englishPrompt };
  }

  async chat(input: ChatInput): Promise<PromptChatResponse> {
    return runChat(input.messages, input.locale, input.videoEngine, input.brand);
  }

  /** The next look none of the proposals shown has taken, the brief's own first. */
  private storyboardAlternative(input: AlternativeInput, brief: Brief): RefineOutput {
    const taken = new Set(input.previous.map(lookOf));
    const looks = looksFrom(brief.tone);
    const look =
      looks.find((tone) => !taken.has(tone)) ?? looks[input.previous.length % looks.length];
    return storyboardOutput(input.originalPrompt, brief, look, input.brand);
  }

  /** The tone of the first proposal, when the user had named one, carries over. */
  private toneOf(input: AlternativeInput): Tone | undefined {
    const named = detectTone(input.originalPrompt);
    if (named !== undefined || input.previous.length === 0) return named;
    const first = recogniseProposal(input.previous[0], input.locale);
    const category = first.category ?? detectCategory(input.originalPrompt);
    return first.tone === CATEGORY_TEMPLATES[category].defaultTone ? undefined : first.tone;
  }
}
