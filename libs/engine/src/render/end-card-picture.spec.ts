import type { AspectRatio } from '@cena/contracts';
import { BRIEFS } from '../facts/briefs.fixtures';
import { titleFromPrompt } from '../facts/text-cuts';
import { createCanvas, type SKRSContext2D } from './canvas';
import { type EndCardLayout, minContactPx } from './end-card-plan';
import { registerFonts } from './fonts';
import { contains, overlaps, type Box } from './frame-shape';
import { FrameRenderer, type FrameInput } from './frame-renderer';
import { endCardLayout, type EndCardPicture } from './layers/end-card';
import { planStoryboard } from './storyboard';

/**
 * A photo clip's end card shows the customer's photo where a text clip's object stands: its last
 * frame, the one a viewer pauses on, holds what is sold beside how to buy it. The photo never
 * costs a contact its row or its type size; in 9:16, when the rows need its room above the
 * words, it stands on the floor under the safe zone.
 */
const SHAPES: AspectRatio[] = ['9:16', '16:9', '1:1'];

function photoInput(prompt: string, aspectRatio: AspectRatio, watermark = true): FrameInput {
  return {
    mode: 'image',
    prompt,
    title: titleFromPrompt(prompt, 'Vídeo'),
    durationS: 8,
    tone: 'fun',
    soundtrack: 'animated',
    magicExpansion: true,
    watermark,
    seed: 11,
    aspectRatio,
  };
}

let measure: SKRSContext2D;

beforeAll(() => {
  registerFonts();
  measure = createCanvas(8, 8).getContext('2d');
});

/** A picture of the given size (its pixels do not matter to the layout). */
function pictureOf(width: number, height: number): EndCardPicture {
  return { image: createCanvas(1, 1), width, height };
}

function outlines(layout: EndCardLayout): Box[] {
  return [layout.title, layout.cta, ...layout.contacts].map(
    (item) => item.plate?.box ?? item.textBox,
  );
}

describe("a photo clip's end card", () => {
  it.each(SHAPES)(
    '%s: over the 45 briefs, the photo stands clear of the words and costs no contact anything',
    (aspectRatio) => {
      let shown = 0;
      for (const { id, prompt } of BRIEFS) {
        for (const picture of [pictureOf(1200, 900), pictureOf(900, 1200)]) {
          const board = planStoryboard(photoInput(prompt, aspectRatio));
          const without = endCardLayout(measure, board);
          const layout = endCardLayout(measure, board, undefined, picture);
          const rows = (card: EndCardLayout) => card.contacts.map((row) => row.text);
          expect({ id, rows: rows(layout) }).toEqual({ id, rows: rows(without) });
          for (const row of layout.contacts) {
            expect(row.fontPx).toBeGreaterThanOrEqual(minContactPx(board.shape));
          }
          expect(without.picture).toBeUndefined();
          if (!layout.picture) continue;
          shown += 1;
          const { box, plate } = layout.picture;
          // Above the words in the safe zone, or (9:16, when the rows take that room) on the
          // floor under it, where the text clip's objects stand.
          const inSafeZone = contains(board.shape.safe, plate.box, 0.5);
          const onFloor = layout.floor !== undefined && contains(layout.floor, plate.box, 0.5);
          expect({ id, placed: inSafeZone || onFloor }).toEqual({ id, placed: true });
          // Its aspect kept: never cropped nor stretched.
          expect(box.width / box.height).toBeCloseTo(picture.width / picture.height, 2);
          for (const part of [
            ...outlines(layout),
            ...(layout.credit ? [layout.credit.textBox] : []),
          ]) {
            expect({ id, overlaps: overlaps(plate.box, part) }).toEqual({ id, overlaps: false });
          }
          // Large enough to be seen: a fifth of the frame's shorter side at the least.
          expect(plate.box.height).toBeGreaterThanOrEqual(
            0.2 * Math.min(board.width, board.height),
          );
        }
      }
      // Every card shows it: in 9:16 a card with three or four rows stands it on the floor.
      expect(shown).toBe(2 * BRIEFS.length);
    },
  );

  it('gives way to the brand kit logo', () => {
    const board = planStoryboard(photoInput(BRIEFS[0].prompt, '1:1', false));
    const logoImage = createCanvas(400, 200);
    const logo = {
      image: logoImage as never,
      width: 400,
      height: 200,
      colors: [{ color: '#112233', weight: 1 }],
      transparent: true,
      border: undefined,
    };
    const layout = endCardLayout(measure, board, logo, pictureOf(1200, 900));
    expect(layout.logo).toBeDefined();
    expect(layout.picture).toBeUndefined();
  });

  it("draws the clip's own photo, graded, in its place on the last frame", async () => {
    // A flat green photo: whatever the grade, its middle stays green on the card.
    const photo = createCanvas(800, 600);
    const ctx = photo.getContext('2d');
    ctx.fillStyle = '#1FA34A';
    ctx.fillRect(0, 0, 800, 600);
    const bytes = await photo.encode('png');
    for (const aspectRatio of SHAPES) {
      const prompt =
        'Padaria Doce Lar: bolo de cenoura por R$ 25,00. Encomendas pelo WhatsApp (21) 99876-5432';
      const renderer = await FrameRenderer.create({
        ...photoInput(prompt, aspectRatio),
        image: { bytes },
      });
      const { picture } = renderer.layoutModel().endCard;
      expect(picture).toBeDefined();
      renderer.render(renderer.frameCount - 1);
      const { box } = picture!;
      const [r, g, b] = renderer.canvas
        .getContext('2d')
        .getImageData(
          Math.round(box.x + box.width / 2),
          Math.round(box.y + box.height / 2),
          1,
          1,
        ).data;
      expect({ aspectRatio, green: g > r + 40 && g > b + 40 }).toEqual({
        aspectRatio,
        green: true,
      });
    }
  });

  it('is not on a text clip, whose card stages its object', () => {
    const board = planStoryboard({ ...photoInput(BRIEFS[0].prompt, '9:16'), mode: 'text' });
    expect(endCardLayout(measure, board).picture).toBeUndefined();
  });
});
