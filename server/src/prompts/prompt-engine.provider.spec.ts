import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/app-config';
import { LocalPromptEngine } from './engines/local/local-prompt-engine';
import { OpenAiPromptEngine } from './engines/openai/openai-prompt-engine';
import { choosePromptProvider, createPromptEngine } from './prompt-engine.provider';

describe('prompt engine choice', () => {
  it.each([
    [{}, 'local'],
    [{ OPENAI_API_KEY: 'sk-test' }, 'openai'],
    [{ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }, 'openai'],
    [{ PROMPT_PROVIDER: 'local', OPENAI_API_KEY: 'sk-test' }, 'local'],
    [{ PROMPT_PROVIDER: 'openai' }, 'openai'],
    [{ OPENAI_API_KEY: '  ' }, 'local'],
  ] as const)('%j → %s', (env, expected) => {
    expect(choosePromptProvider(loadConfig({ ...env }))).toBe(expected);
  });

  it('builds the local engine, or the OpenAI one that falls back to it', () => {
    const logger = new Logger('test');
    expect(createPromptEngine(loadConfig({}), logger)).toBeInstanceOf(LocalPromptEngine);
    const openai = createPromptEngine(loadConfig({ OPENAI_API_KEY: 'sk-test' }), logger);
    expect(openai).toBeInstanceOf(OpenAiPromptEngine);
    expect(openai.name).toBe('openai');
  });
});
