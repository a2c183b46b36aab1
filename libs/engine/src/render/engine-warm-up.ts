import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalEngine } from './local-engine';
import { renderSamplePhoto } from './sample-photo';

/**
 * A short brief with the facts a customer types (a price, hours, a phone, a handle), so the
 * warm-up goes through facts extraction, the poster, the end card's rows and their icons.
 */
const WARM_UP_PROMPT =
  'Promoção de pão de queijo às 18h – R$ 4,50 a dúzia! Peça pelo (11) 98765-4321 ou @padaria';

/** The warm-up photo: small enough to decode in process, as most uploads of a shop are. */
const WARM_UP_PHOTO = { width: 1024, height: 768 };

/**
 * Pays the first render's one-time costs before the worker takes a job: the fonts registered
 * and first rasterised, the object images decoded, the lexicons' patterns compiled, the drawing
 * code compiled by the JIT, ffmpeg's binary read from disk and its encoder set up. They are real
 * 1 s renders, to a scratch directory removed afterwards: a text clip, then a photo clip (the
 * JPEG decoder, the photo's scene; without it a first photo clip cost 6 % more CPU than the
 * next): nothing is skipped that a first clip would pay.
 */
export async function warmUpLocalEngine(provider: LocalEngine = new LocalEngine()): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), 'cena-warm-up-'));
  try {
    const clip = {
      videoId: 'warm-up',
      prompt: WARM_UP_PROMPT,
      title: 'Padaria',
      durationS: 1,
      tone: 'fun',
      soundtrack: 'energetic',
      watermark: true,
      seed: 1,
    } as const;
    await provider.render(
      {
        ...clip,
        mode: 'text',
        aspectRatio: '9:16',
        magicExpansion: false,
        workDir: join(workDir, 'text'),
      },
      () => undefined,
    );
    const { width, height } = WARM_UP_PHOTO;
    const photo = await renderSamplePhoto(width, height, { format: 'jpeg' });
    await provider.render(
      {
        ...clip,
        mode: 'image',
        aspectRatio: '16:9',
        magicExpansion: true,
        image: { bytes: photo, mimeType: 'image/jpeg' },
        workDir: join(workDir, 'image'),
      },
      () => undefined,
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
