import { Logger, type Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalPromptEngine } from './engines/local/local-prompt-engine';
import { OpenAiPromptEngine } from './engines/openai/openai-prompt-engine';
import { PromptEngine } from './engines/prompt-engine';

type ProviderChoice = Pick<AppConfig, 'PROMPT_PROVIDER' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>;

/** PROMPT_PROVIDER when set; otherwise openai as soon as a key or a server is configured. */
export function choosePromptProvider(config: ProviderChoice): PromptEngine['name'] {
  if (config.PROMPT_PROVIDER) return config.PROMPT_PROVIDER;
  return config.OPENAI_API_KEY || config.OPENAI_BASE_URL ? 'openai' : 'local';
}

/** The OpenAI adapter keeps the local engine as its fallback: the user always gets an answer. */
export function createPromptEngine(config: AppConfig, logger: Logger): PromptEngine {
  const local = new LocalPromptEngine();
  if (choosePromptProvider(config) === 'local') return local;
  return new OpenAiPromptEngine({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.PROMPT_MODEL,
    fallback: local,
    logger: {
      warn: (message, meta) => logger.warn({ ...meta }, message),
      debug: (message, meta) => logger.debug({ ...meta }, message),
    },
  });
}

export const promptEngineProvider: Provider = {
  provide: PromptEngine,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createPromptEngine(config, new Logger('PromptEngine')),
};
