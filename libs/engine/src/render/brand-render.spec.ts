import { VIDEO_SIZES } from '@cena/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderBrand, RenderRequest } from '../render-request';
import { readVideoFrame, type VideoFrame } from './video-frame.fixtures';
import { decodeLogo } from './brand-logo';
import { createCanvas } from './canvas';
import { parseHex } from './color';
import { registerFonts } from './fonts';
import type { Box } from './frame-shape';
import { endCardLayout } from './layers/end-card';
import { bakeLogoMark } from './layers/logo-mark';
import { bakeWatermark } from './layers/watermark';
import { LocalEngine } from './local-engine';
import { planStoryboard, textsOnScreen } from './storyboard';

jest.setTimeout(60_000);

const RED = '#E0242A';
const BLUE = '#1C4ED8';
const WHATSAPP = '(11) 98765-4321';
const ADDRESS = 'Rua das Flores, 120 – Vila Mariana';
const DURATION_S = 4;
const SIZE = VIDEO_SIZES['9:16'];

/** A real PNG logo, 200 × 100, transparent around a red square (left) and a blue disc (right). */
function logoPng(): Buffer {
  const canvas = createCanvas(200, 100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = RED;
  ctx.fillRect(10, 10, 80, 80);
  ctx.fillStyle = BLUE;
  ctx.beginPath();
  ctx.arc(150, 50, 42, 0, Math.PI * 2);
  ctx.fill();
  return canvas.encodeSync('png');
}

/** Where the red square's and the blue disc's middles fall when the logo is drawn in `box`. */
function logoSpots(box: Box): { red: [number, number]; blue: [number, number] } {
  const at = (x: number, y: number): [number, number] => [
    box.x + (x / 200) * box.width,
    box.y + (y / 100) * box.height,
  ];
  return { red: at(50, 50), blue: at(150, 50) };
}

function distance(pixel: [number, number, number], hex: string): number {
  const { r, g, b } = parseHex(hex);
  return Math.hypot(pixel[0] - r, pixel[1] - g, pixel[2] - b);
}

/** The pixels of `box` within `tolerance` of `hex`. */
function countNear(frame: VideoFrame, box: Box, hex: string, tolerance: number): number {
  let count = 0;
  for (let y = Math.ceil(box.y); y < box.y + box.height; y += 1) {
    for (let x = Math.ceil(box.x); x < box.x + box.width; x += 1) {
      if (distance(frame.at(x, y), hex) <= tolerance) count += 1;
    }
  }
  return count;
}

/** The square of side 2 × `radius` + 1 around a point. */
function around([x, y]: [number, number], radius: number): Box {
  return { x: x - radius, y: y - radius, width: 2 * radius + 1, height: 2 * radius + 1 };
}

let root: string;
let logo: Buffer;
const provider = new LocalEngine();

beforeAll(async () => {
  registerFonts();
  root = await mkdtemp(join(tmpdir(), 'cena-brand-'));
  logo = logoPng();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function kit(): RenderBrand {
  return {
    businessName: 'Padaria Doce Lar',
    contacts: { whatsapp: WHATSAPP, address: ADDRESS },
    colors: ['#5b3a29', '#f2c14e'],
    logo: { bytes: logo, mimeType: 'image/png' },
  };
}

function request(watermark: boolean): RenderRequest {
  return {
    videoId: `brand-${watermark ? 'basic' : 'pro'}`,
    mode: 'text',
    prompt: 'Sonho de creme fresquinho por R$ 6,50! Só hoje.',
    title: 'Sonho de creme',
    durationS: DURATION_S,
    aspectRatio: '9:16',
    tone: 'fun',
    soundtrack: 'none',
    magicExpansion: false,
    watermark,
    brand: kit(),
    seed: 5,
    workDir: join(root, watermark ? 'basic' : 'pro'),
  };
}

/** The frame at `second` of a rendered clip, and the frame shown at the clip's last instant. */
async function render(watermark: boolean): Promise<{ middle: VideoFrame; last: VideoFrame }> {
  const result = await provider.render(request(watermark), () => undefined);
  const board = planStoryboard(request(watermark));
  // ffmpeg's seek gives the first frame at or after the time: just before the last frame's.
  const lastTime = (board.frameCount - 1) / board.fps - 0.01;
  return {
    middle: await readVideoFrame(result.videoPath, 1, SIZE),
    last: await readVideoFrame(result.videoPath, lastTime, SIZE),
  };
}

/** Where the corner mark's sprite is drawn in 9:16: above the platforms' bottom bar. */
function markBox(mark: { sprite: { width: number; height: number }; x: number; y: number }): Box {
  return { x: mark.x, y: mark.y, width: mark.sprite.width, height: mark.sprite.height };
}

describe('a clip with a brand kit (logo, two colours, WhatsApp and address)', () => {
  it('closes on an end card with the logo and both contacts; Pro carries the logo as the corner mark, Basic the Cena watermark', async () => {
    const board = planStoryboard(request(false));
    const { safe } = board.shape;
    const decoded = await decodeLogo(logo);
    const layout = endCardLayout(createCanvas(8, 8).getContext('2d'), board, decoded);
    expect(board.endTitle).toBe('Padaria Doce Lar');
    expect(layout.contacts.map((row) => row.text)).toEqual(
      expect.arrayContaining([WHATSAPP, ADDRESS]),
    );
    expect(textsOnScreen(board)).toEqual(
      expect.arrayContaining(['Padaria Doce Lar', WHATSAPP, ADDRESS]),
    );
    expect(layout.logo).toBeDefined();
    const logoBox = layout.logo!.box;

    const [pro, basic] = [await render(false), await render(true)];

    for (const { last } of [pro, basic]) {
      // The logo, whole: its red square and blue disc where the layout model puts them.
      const spots = logoSpots(logoBox);
      expect(countNear(last, around(spots.red, 4), RED, 40)).toBe(81);
      expect(countNear(last, around(spots.blue, 4), BLUE, 40)).toBe(81);
      // Each contact's white plate under its text (the plates the layout places are drawn).
      for (const row of layout.contacts) {
        const plate = row.plate!.box;
        const inner = {
          ...plate,
          x: plate.x + plate.height,
          width: plate.width - 2 * plate.height,
        };
        const white = countNear(last, inner, '#FFFFFF', 30);
        expect(white / (inner.width * inner.height)).toBeGreaterThan(0.4);
      }
    }

    // Mid-clip, the corner: Pro shows the logo (both its colours), Basic Cena's watermark.
    const markBottom = safe.y + safe.height;
    const proMark = markBox(bakeLogoMark(decoded, SIZE.width, markBottom));
    expect(countNear(pro.middle, proMark, RED, 60)).toBeGreaterThan(150);
    expect(countNear(pro.middle, proMark, BLUE, 60)).toBeGreaterThan(150);

    const watermark = bakeWatermark(SIZE.width, markBottom);
    const basicMark = markBox(watermark);
    expect(countNear(basic.middle, basicMark, RED, 60)).toBe(0);
    expect(countNear(basic.middle, basicMark, BLUE, 60)).toBe(0);
    // The watermark's white glyph and word, where its sprite is opaque.
    const alpha = watermark.sprite
      .getContext('2d')
      .getImageData(0, 0, watermark.sprite.width, watermark.sprite.height).data;
    let opaque = 0;
    let bright = 0;
    for (let y = 0; y < watermark.sprite.height; y += 1) {
      for (let x = 0; x < watermark.sprite.width; x += 1) {
        if (alpha[(y * watermark.sprite.width + x) * 4 + 3] < 160) continue;
        opaque += 1;
        const [r, g, b] = basic.middle.at(watermark.x + x, watermark.y + y);
        if (0.2126 * r + 0.7152 * g + 0.0722 * b > 150) bright += 1;
      }
    }
    expect(opaque).toBeGreaterThan(200);
    expect(bright / opaque).toBeGreaterThan(0.8);
    // And the same corner on Pro is not the watermark.
    let proSame = 0;
    for (let y = 0; y < watermark.sprite.height; y += 1) {
      for (let x = 0; x < watermark.sprite.width; x += 1) {
        if (alpha[(y * watermark.sprite.width + x) * 4 + 3] < 160) continue;
        const [r, g, b] = pro.middle.at(watermark.x + x, watermark.y + y);
        const [br, bg, bb] = basic.middle.at(watermark.x + x, watermark.y + y);
        if (Math.hypot(r - br, g - bg, b - bb) < 30) proSame += 1;
      }
    }
    expect(proSame / opaque).toBeLessThan(0.5);
  });
});
