import type { VideoMode } from '@cena/contracts';
import { BRIEFS } from '../facts/briefs.fixtures';
import { createCanvas } from './canvas';
import { createHash } from 'node:crypto';
import { overlaps } from './frame-shape';
import { FrameRenderer, type FrameInput } from './frame-renderer';
import { renderSamplePhoto } from './sample-photo';
import { briefInput } from './storyboard.fixtures';

const FRAMES = [0, 40, 75, 119];
let photo: Buffer;
let transparentPhoto: Buffer;

beforeAll(async () => {
  photo = await renderSamplePhoto(640, 480, { format: 'jpeg' });
  // A PNG with see-through areas: what is under it must never be the previous frame.
  const canvas = createCanvas(400, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgba(40, 160, 90, 0.5)';
  ctx.fillRect(0, 0, 400, 300);
  ctx.fillStyle = '#E0A040';
  ctx.beginPath();
  ctx.arc(200, 420, 150, 0, Math.PI * 2);
  ctx.fill();
  transparentPhoto = await canvas.encode('png');
});

function input(mode: VideoMode, overrides: Partial<FrameInput> = {}): FrameInput {
  return {
    mode,
    title: 'Promoção de Verão',
    prompt: 'Açaí cremoso com granola por R$ 12,90! Peça já pelo @acaidapraca',
    durationS: 4,
    tone: 'fun',
    soundtrack: 'animated',
    magicExpansion: true,
    watermark: true,
    seed: 42,
    image: mode === 'image' ? { bytes: photo } : undefined,
    ...overrides,
  };
}

async function fingerprints(frameInput: FrameInput, frames = FRAMES): Promise<string[]> {
  const renderer = await FrameRenderer.create(frameInput);
  return frames.map((index) =>
    createHash('sha256').update(renderer.render(index).data()).digest('hex'),
  );
}

describe('FrameRenderer', () => {
  it.each<VideoMode>(['text', 'image', 'animation3d'])(
    '%s: the same request and seed give the same pixels; another seed or prompt does not',
    async (mode) => {
      const first = await fingerprints(input(mode));
      expect(await fingerprints(input(mode))).toEqual(first);
      expect(new Set(first).size).toBe(FRAMES.length);

      const otherSeed = await fingerprints(input(mode, { seed: 43 }));
      expect(otherSeed.filter((hash, index) => hash !== first[index]).length).toBeGreaterThan(0);
      const otherPrompt = await fingerprints(
        input(mode, { prompt: 'Sorvete artesanal de pistache, só hoje: 2 por R$ 15' }),
      );
      expect(otherPrompt.filter((hash, index) => hash !== first[index]).length).toBeGreaterThan(0);
    },
  );

  it.each<[string, VideoMode, Partial<FrameInput>]>([
    ['text', 'text', {}],
    ['image (transparent PNG, expanded)', 'image', { magicExpansion: true }],
    ['image (transparent PNG, cover)', 'image', { magicExpansion: false }],
    ['animation3d', 'animation3d', {}],
  ])(
    '%s: a frame does not depend on the frames drawn before it',
    async (_label, mode, overrides) => {
      const frameInput = input(mode, overrides);
      if (mode === 'image') frameInput.image = { bytes: transparentPhoto };
      const [alone] = await fingerprints(frameInput, [75]);
      const afterOthers = await fingerprints(frameInput, [119, 10, 75]);
      expect(afterOthers[2]).toBe(alone);
    },
  );

  it.each<[string, VideoMode, Partial<FrameInput>]>([
    ['text 16:9, Basic', 'text', { watermark: true }],
    ['photo 1:1, Pro', 'image', { aspectRatio: '1:1', watermark: false }],
    ['3D 9:16, Pro', 'animation3d', { aspectRatio: '9:16', watermark: false }],
    ['text 9:16, footage', 'text', { aspectRatio: '9:16', footage: { band: 'lower' } }],
  ])(
    '%s: a frame said to repeat the last is that frame, pixel for pixel; the still end card repeats',
    async (_label, mode, overrides) => {
      const renderer = await FrameRenderer.create(input(mode, { durationS: 6, ...overrides }));
      const { timeline, fps, frameCount } = renderer.board;
      let last = '';
      let repeats = 0;
      for (let index = Math.floor(timeline.endCard.start * fps) - 2; index < frameCount; index++) {
        const hash = createHash('sha256').update(renderer.render(index).data()).digest('hex');
        if (renderer.repeatsPrevious(index)) {
          expect([index, hash]).toEqual([index, last]);
          repeats++;
        }
        last = hash;
      }
      // The card holds still for its last second or more.
      expect(repeats).toBeGreaterThanOrEqual(fps);
      expect(renderer.repeatsPrevious(Math.floor(timeline.endCard.start * fps) + 1)).toBe(false);
    },
  );

  it('burns the watermark in on Basic only, in the bottom-right corner', async () => {
    const basic = await FrameRenderer.create(input('text', { watermark: true }));
    const pro = await FrameRenderer.create(input('text', { watermark: false }));
    const a = basic.render(40).data();
    const b = pro.render(40).data();
    let changed = 0;
    let outside = 0;
    for (let pixel = 0; pixel < a.length / 4; pixel++) {
      const offset = pixel * 4;
      if (
        a[offset] === b[offset] &&
        a[offset + 1] === b[offset + 1] &&
        a[offset + 2] === b[offset + 2]
      ) {
        continue;
      }
      changed++;
      const x = pixel % 1280;
      const y = Math.floor(pixel / 1280);
      // BRAND.md: bottom right, 24 px margin (plus the mark's soft shadow).
      if (x < 1280 - 24 - 140 || y < 720 - 24 - 48 || x > 1280 - 24 + 6 || y > 720 - 24 + 6)
        outside++;
    }
    expect(changed).toBeGreaterThan(500);
    expect(outside).toBe(0);
  });

  it.each(BRIEFS.map((brief) => brief.id))(
    '9:16 text, %s: the words and their card end above the corner mark',
    async (id) => {
      const renderer = await FrameRenderer.create(
        briefInput(id, { aspectRatio: '9:16', watermark: true, seed: 42 }),
      );
      const model = renderer.layoutModel();
      const corner = model.corner!;
      if (model.backing) expect(overlaps(model.backing, corner)).toBe(false);
      for (const beat of model.beats) {
        expect([beat.text, overlaps(beat.box, corner)]).toEqual([beat.text, false]);
      }
    },
  );

  it('refuses image mode without an image, and an image it cannot decode', async () => {
    await expect(FrameRenderer.create(input('image', { image: undefined }))).rejects.toThrow(
      'Image mode needs an image',
    );
    await expect(
      FrameRenderer.create(input('image', { image: { bytes: Buffer.from('not an image') } })),
    ).rejects.toThrow();
  });
});
