import type { PromptChatResponse } from '@cena/contracts';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

import type {
  AlternativeInput,
  ChatInput,
  FormatFinalInput,
  FormatFinalOutput,
  PromptEngine,
  RefineInput,
  RefineOutput,
} from '../prompt-engine';
import {
  checkChatTurn,
  checkDiffersFromPrevious,
  checkFinal,
  checkProposal,
  factsOf,
  wordsNotTyped,
  type Problem,
} from './output-checks';
import {
  ALTERNATIVE,
  CHAT,
  FORMAT_FINAL,
  REFINE,
  alternativeInput,
  chatInput,
  formatFinalInput,
  modelView,
  refineInput,
  type ChatTurn,
  type PromptOperation,
} from './prompt-operations';
import { analyseBrief } from '../local/brief-analysis';
import { customerWords, withBrandName } from '../local/chat-flow';
import { composeStoryboardProposal } from '../local/storyboard-proposal';

/** Where the adapter reports which engine answered and why it fell back. */
export interface PromptEngineLogger {
  warn(message: string, meta?: object): void;
  debug?(message: string, meta?: object): void;
}

export interface OpenAiPromptEngineOptions {
  /** Optional for servers that need none (Ollama); a placeholder is sent then. */
  apiKey?: string;
  /** Any OpenAI-compatible base URL; the SDK default (api.openai.com) when unset. */
  baseURL?: string;
  model?: string;
  /** Per request. */
  timeoutMs?: number;
  /** Extra attempts after a failed one (timeouts, 5xx, malformed or rule-breaking answers). */
  retries?: number;
  /** Answers whenever the provider cannot: the user always gets a result. */
  fallback: PromptEngine;
  logger: PromptEngineLogger;
}

export const OPENAI_DEFAULTS = {
  model: 'gpt-4o-mini',
  timeoutMs: 15_000,
  retries: 1,
} as const;

type FailureReason =
  | 'timeout'
  | 'connection'
  | 'http_error'
  | 'refusal'
  | 'truncated'
  | 'empty_response'
  | 'malformed_json'
  | 'schema_violation'
  | 'rule_violation';

/** A failed attempt, with whether another attempt could help. */
class AttemptFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    detail: string,
    readonly retryable: boolean,
  ) {
    super(detail);
    this.name = 'AttemptFailure';
  }
}

const RETRYABLE_STATUSES = new Set([408, 409, 429]);

/** Timers never fire early; the margin only absorbs clock rounding. */
const TIMEOUT_MARGIN = 0.95;

/**
 * Some runtimes (jest's VM among them) hide the SDK's abort behind a plain connection error, so a
 * connection error that came when the time was up counts as the timeout it is.
 */
function classify(error: unknown, elapsedMs: number, timeoutMs: number): AttemptFailure {
  if (error instanceof AttemptFailure) return error;
  if (
    error instanceof APIConnectionTimeoutError ||
    (error instanceof APIConnectionError && elapsedMs >= timeoutMs * TIMEOUT_MARGIN)
  ) {
    return new AttemptFailure('timeout', `no answer within ${timeoutMs} ms`, true);
  }
  if (error instanceof APIError && error.status === undefined) {
    return new AttemptFailure('connection', error.message, true);
  }
  if (error instanceof APIError && error.status !== undefined) {
    const retryable = error.status >= 500 || RETRYABLE_STATUSES.has(error.status);
    return new AttemptFailure('http_error', `HTTP ${error.status}: ${error.message}`, retryable);
  }
  return new AttemptFailure(
    'connection',
    error instanceof Error ? error.message : String(error),
    true,
  );
}

/**
 * The prompt port over any OpenAI-compatible chat API, with JSON-schema output. The user's text
 * travels fenced inside the user message as data; the system message and the schema are fixed
 * per operation. Each answer is validated against the schema and the product rules; on any
 * failure, after its own retries, the request goes to the fallback engine and a warning is logged.
 */
export class OpenAiPromptEngine implements PromptEngine {
  readonly name = 'openai' as const;

  private readonly client: OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly fallback: PromptEngine;
  private readonly logger: PromptEngineLogger;

  constructor(options: OpenAiPromptEngineOptions) {
    this.model = options.model ?? OPENAI_DEFAULTS.model;
    this.timeoutMs = options.timeoutMs ?? OPENAI_DEFAULTS.timeoutMs;
    this.retries = Math.max(0, options.retries ?? OPENAI_DEFAULTS.retries);
    this.fallback = options.fallback;
    this.logger = options.logger;
    this.client = new OpenAI({
      apiKey: options.apiKey ?? 'not-needed',
      baseURL: options.baseURL,
      maxRetries: 0,
      timeout: this.timeoutMs,
    });
  }

  /**
   * The local video engine draws the customer's own words, so its proposal is its storyboard,
   * planned by the renderer itself (see the local engine): a model could only describe shots
   * that engine cannot make.
   */
  async refine(input: RefineInput): Promise<RefineOutput> {
    if (input.videoEngine === 'local') return this.fallback.refine(input);
    const facts = factsOf(modelView(input.prompt), input.locale);
    return this.answer(
      REFINE,
      refineInput(input.prompt, input.locale, input.tone, input.brand),
      (out) => checkProposal(out.refinedPrompt, out.tags, facts, input.brand),
      (out) => ({
        refinedPrompt: out.refinedPrompt.trim(),
        tags: trimTags(out.tags),
        category: out.category,
      }),
      () => this.fallback.refine(input),
    );
  }

  async alternative(input: AlternativeInput): Promise<RefineOutput> {
    if (input.videoEngine === 'local') return this.fallback.alternative(input);
    const facts = factsOf(modelView(input.originalPrompt), input.locale);
    return this.answer(
      ALTERNATIVE,
      alternativeInput(input.originalPrompt, input.previous, input.locale, input.brand),
      (out) =>
        checkProposal(out.proposal, out.tags, facts, input.brand) ??
        checkDiffersFromPrevious(out.proposal, input.previous),
      (out) => ({
        refinedPrompt: out.proposal.trim(),
        tags: trimTags(out.tags),
        category: out.category,
      }),
      () => this.fallback.alternative(input),
    );
  }

  async formatFinal(input: FormatFinalInput): Promise<FormatFinalOutput> {
    const facts = factsOf(modelView(input.approvedPrompt), input.locale);
    return this.answer(
      FORMAT_FINAL,
      formatFinalInput(input.approvedPrompt, input.locale, input.brand),
      (out) => checkFinal(out.finalPrompt, out.englishPrompt, facts),
      (out) => ({ finalPrompt: out.finalPrompt.trim(), englishPrompt: out.englishPrompt.trim() }),
      () => this.fallback.formatFinal(input),
    );
  }

  async chat(input: ChatInput): Promise<PromptChatResponse> {
    return this.answer(
      CHAT,
      chatInput(input.messages, input.locale, input.brand),
      (out) => checkChatTurn(out.reply, out.done, out.finalPrompt, out.direction),
      (out) => this.chatResult(out, input),
      () => this.fallback.chat(input),
    );
  }

  /**
   * The video shows the final prompt, so it may hold only words the customer typed (or their
   * brand kit's business name); a model that wrote its own into it is overruled by the customer's
   * answers, its direction and tone kept. With a kit, the final prompt names the business.
   */
  private chatResult(out: ChatTurn, input: ChatInput): PromptChatResponse {
    const tone = out.tone === null ? {} : { tone: out.tone };
    if (!out.done) return { reply: out.reply.trim(), done: false, ...tone };
    let finalPrompt = withBrandName((out.finalPrompt ?? '').trim(), input.brand);
    const foreign = wordsNotTyped(finalPrompt, input.messages, input.brand);
    if (foreign.length > 0) {
      this.logger.warn("Chat final prompt replaced by the customer's words", {
        operation: CHAT.name,
        engine: this.name,
        reason: 'words_not_typed',
        detail: foreign.slice(0, 10).join(', '),
      });
      finalPrompt = customerWords(input.messages, input.locale, input.brand);
    }
    // The local engine draws only what its storyboard plans: a model's shot description would
    // promise what it cannot keep, as for the refinement's proposals.
    const direction =
      input.videoEngine === 'local'
        ? composeStoryboardProposal(
            finalPrompt,
            input.locale,
            out.tone ?? analyseBrief(finalPrompt, input.locale).tone,
            input.brand,
          )
        : out.direction?.trim();
    return {
      reply: out.reply.trim(),
      done: true,
      finalPrompt,
      ...tone,
      ...(direction ? { direction } : {}),
    };
  }

  private async answer<TOutput, TResult>(
    operation: PromptOperation<TOutput>,
    userContent: string,
    check: (output: TOutput) => Problem,
    toResult: (output: TOutput) => TResult,
    fallback: () => Promise<TResult>,
  ): Promise<TResult> {
    let failure: AttemptFailure | undefined;
    let attempts = 0;
    while (attempts <= this.retries) {
      attempts += 1;
      const started = performance.now();
      try {
        const output = await this.complete(operation, userContent);
        const problem = check(output);
        if (problem === undefined) {
          this.logger.debug?.('Prompt request answered by the openai engine', {
            operation: operation.name,
            engine: this.name,
            attempts,
          });
          return toResult(output);
        }
        failure = new AttemptFailure('rule_violation', problem, true);
      } catch (error) {
        failure = classify(error, performance.now() - started, this.timeoutMs);
        if (!failure.retryable) break;
      }
    }
    this.logger.warn('Prompt request answered by the fallback engine', {
      operation: operation.name,
      engine: this.name,
      answeredBy: this.fallback.name,
      reason: failure?.reason,
      detail: failure?.message,
      attempts,
    });
    return fallback();
  }

  /** One request: the answer parsed and shaped, or an AttemptFailure. */
  private async complete<TOutput>(
    operation: PromptOperation<TOutput>,
    userContent: string,
  ): Promise<TOutput> {
    const completion = await this.client.chat.completions.create(
      {
        model: this.model,
        messages: [
          { role: 'system', content: operation.system },
          { role: 'user', content: userContent },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: operation.schemaName, strict: true, schema: operation.jsonSchema },
        },
      },
      { timeout: this.timeoutMs },
    );
    const choice = completion.choices[0];
    if (choice === undefined) throw new AttemptFailure('empty_response', 'no choices', true);
    const { message } = choice;
    if (message.refusal) throw new AttemptFailure('refusal', message.refusal, false);
    if (choice.finish_reason === 'content_filter') {
      throw new AttemptFailure('refusal', 'content filter', false);
    }
    if (choice.finish_reason === 'length') throw new AttemptFailure('truncated', 'length', true);
    if (!message.content) throw new AttemptFailure('empty_response', 'no content', true);
    let json: unknown;
    try {
      json = JSON.parse(message.content);
    } catch (error) {
      throw new AttemptFailure(
        'malformed_json',
        error instanceof Error ? error.message : 'invalid JSON',
        true,
      );
    }
    const parsed = operation.output.safeParse(json);
    if (!parsed.success) {
      throw new AttemptFailure('schema_violation', parsed.error.message, true);
    }
    return parsed.data;
  }
}

function trimTags(tags: string[]): string[] {
  return tags.map((tag) => tag.trim());
}
