/**
 * Prints a Markdown table of the ten sample prompts with the local prompt engine's refined prompt
 * and English prompt (condensed to one line). Run from the repository root:
 *   npx tsx scripts/prompt-table.ts
 */
import { LocalPromptEngine } from '../server/src/prompts/engines/local/local-prompt-engine';
import { SAMPLE_PROMPTS } from '../server/src/prompts/engines/sample-prompts.fixtures';

function cell(text: string): string {
  return text.replace(/\s*\n\s*/gu, ' ').replace(/\|/gu, '\\|');
}

async function main(): Promise<void> {
  const engine = new LocalPromptEngine();
  const rows = ['| # | Business | Prompt | Refined prompt (local) | English prompt (one line) |'];
  rows.push('|---|---|---|---|---|');
  for (const [index, sample] of SAMPLE_PROMPTS.entries()) {
    const { refinedPrompt } = await engine.refine({ prompt: sample.prompt, locale: 'pt-BR' });
    const { englishPrompt } = await engine.formatFinal({
      approvedPrompt: refinedPrompt,
      locale: 'pt-BR',
    });
    rows.push(
      `| ${index + 1} | ${sample.business} | ${cell(sample.prompt)} | ${cell(refinedPrompt)} | ${cell(englishPrompt)} |`,
    );
  }
  process.stdout.write(`${rows.join('\n')}\n`);
}

void main();
