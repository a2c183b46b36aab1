import type {
  BrandKitTextField,
  Category,
  ChatMessage,
  Locale,
  PromptChatResponse,
  Tone,
} from '@cena/contracts';

/**
 * The engine that will render the video: proposals for the local engine describe what it draws
 * (look, words on each beat, end card); for Veo (or when unknown) they are shot descriptions.
 */
export type VideoEngineName = 'local' | 'veo';

/**
 * The facts of the customer's brand kit (only the fields they filled): proposals name the
 * business, and the chat never asks for what the kit already says. The end card shows the kit's
 * contacts whatever the prompt says, so the assistant need not put them in the prompt.
 */
export type PromptBrand = Partial<Record<BrandKitTextField, string>>;

export interface RefineInput {
  prompt: string;
  locale: Locale;
  tone?: Tone;
  videoEngine?: VideoEngineName;
  brand?: PromptBrand;
}

export interface RefineOutput {
  refinedPrompt: string;
  tags: string[];
  category: Category;
}

export interface AlternativeInput {
  originalPrompt: string;
  /** Proposals already shown; the new one must differ from each of them. */
  previous: string[];
  locale: Locale;
  videoEngine?: VideoEngineName;
  brand?: PromptBrand;
}

export interface FormatFinalInput {
  approvedPrompt: string;
  locale: Locale;
  brand?: PromptBrand;
}

export interface FormatFinalOutput {
  /** The approved text, tidied, in the user's language (<= 500 characters). */
  finalPrompt: string;
  /** Structured English prompt for the video model (subject, setting, action, camera, lighting, style, mood, audio); under 900 words. */
  englishPrompt: string;
}

export interface ChatInput {
  messages: ChatMessage[];
  locale: Locale;
  /** Which engine renders: the direction the finished chat returns is written for it. */
  videoEngine?: VideoEngineName;
  brand?: PromptBrand;
}

/**
 * The prompt port: the local rule-based engine and the OpenAI-compatible adapter both implement it.
 * An abstract class rather than an interface so Nest can inject it by this token.
 */
export abstract class PromptEngine {
  abstract readonly name: 'local' | 'openai';
  abstract refine(input: RefineInput): Promise<RefineOutput>;
  abstract alternative(input: AlternativeInput): Promise<RefineOutput>;
  abstract formatFinal(input: FormatFinalInput): Promise<FormatFinalOutput>;
  abstract chat(input: ChatInput): Promise<PromptChatResponse>;
}
