/**
 * Prints a Markdown table of the ten sample prompts with the local prompt engine's refined prompt
 * and English prompt (condensed to one line). Run from the repository root:
 *   npx tsx scripts/prompt-table.ts
 */
import { LocalPromptEngine } from '../server/src/prompts/engines/local/local-prompt-engine';
import { SAMPLE_BRIEFS } from '@cena/engine/testing';

function cell(text: string): string {
  return text.replace(/\s*\n\s*/gu, ' ').replace(/\|/gu, '\\|');
}

async function main(): Promise<void> {
  const engine = new LocalPromptEngine();
  const rows = ['| # | Business | Prompt | Refined prompt (local) | English prompt (one line) |'];
  rows.push('|---|---|---|---|---|');
  for (const [index, sample] of SAMPLE_BRIEFS.entries()) {
    const { refinedPrompt } = await engine.refine({ prompt: sample.prompt, locale: sample.locale });
    const { englishPrompt } = await engine.formatFinal({
      approvedPrompt: refinedPrompt,
      locale: sample.locale,
    });
    rows.push(
      `| ${index + 1} | ${sample.business ?? sample.category} | ${cell(sample.prompt)} | ${cell(refinedPrompt)} | ${cell(englishPrompt)} |`,
    );
  }
  process.stdout.write(`${rows.join('\n')}\n`);
}

void main();
