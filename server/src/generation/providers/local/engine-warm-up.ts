import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalVideoProvider } from './local-video-provider';

/**
 * A short brief with the facts a customer types (a price, hours, a phone, a handle), so the
 * warm-up goes through facts extraction, the poster, the end card's rows and their icons.
 */
const WARM_UP_PROMPT =
  'Promoção de pão de queijo às 18h – R$ 4,50 a dúzia! Peça pelo (11) 98765-4321 ou @padaria';

/**
 * Pays the first render's one-time costs before the worker takes a job: the fonts registered
 * and first rasterised, the object images decoded, the lexicons' patterns compiled, the drawing
 * code compiled by the JIT, ffmpeg's binary read from disk and its encoder set up. It is a real
 * 1 s render, to a scratch directory removed afterwards: nothing is skipped that a first clip
 * would pay.
 */
export async function warmUpLocalEngine(
  provider: LocalVideoProvider = new LocalVideoProvider(),
): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), 'cena-warm-up-'));
  try {
    await provider.render(
      {
        videoId: 'warm-up',
        mode: 'text',
        prompt: WARM_UP_PROMPT,
        title: 'Padaria',
        durationS: 1,
        aspectRatio: '9:16',
        tone: 'fun',
        soundtrack: 'energetic',
        magicExpansion: false,
        watermark: true,
        seed: 1,
        workDir,
      },
      () => undefined,
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
