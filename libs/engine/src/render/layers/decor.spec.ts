import type { AspectRatio } from '@cena/contracts';
import { registerFonts } from '../fonts';
import { overlaps } from '../frame-shape';
import { FrameRenderer, type FrameInput } from '../frame-renderer';
import { briefInput } from '../storyboard.fixtures';

/**
 * Issue 22: the fun tone's outline rings, placed at fixed shares of the frame, crossed the clip's
 * object in the text scene (16:9 mostly: a hoop through the bread, the dumbbell figure, the
 * laptop; 9:16 at the object's top corners) and the words (a hoop over the price in 9:16). A ring
 * now keeps clear of the object's room and of every beat's block.
 */
const BRIEF_IDS = [
  'bakery-sonho',
  'gym-monthly',
  'barber-bigode',
  'tech-repair-caps',
  'education-excel',
];
const SHAPES: AspectRatio[] = ['16:9', '9:16', '1:1'];

function input(id: string, aspectRatio: AspectRatio): FrameInput {
  return briefInput(id, { aspectRatio });
}

beforeAll(() => registerFonts());

describe('the fun tone rings in a text clip with an object', () => {
  it.each(SHAPES)(
    '%s: no ring crosses the object or the words at any frame, and the rings stay',
    async (shape) => {
      for (const id of BRIEF_IDS) {
        const renderer = await FrameRenderer.create(input(id, shape));
        const model = renderer.layoutModel();
        expect(model.hero).toBeDefined();
        const hero = model.hero!;
        const { width, height } = renderer.board;
        for (let frame = 0; frame < 8 * renderer.board.fps; frame += 3) {
          const rings = model.decorAt!(renderer.timeOf(frame));
          // Three rings, each still showing part of itself in the frame.
          expect(rings).toHaveLength(3);
          for (const ring of rings) {
            expect({ id, frame, crosses: overlaps(ring, hero) }).toEqual({
              id,
              frame,
              crosses: false,
            });
            expect(overlaps(ring, { x: 0, y: 0, width, height })).toBe(true);
            for (const beat of model.beats) {
              expect({ id, frame, beat: beat.text, crosses: overlaps(ring, beat.box) }).toEqual({
                id,
                frame,
                beat: beat.text,
                crosses: false,
              });
            }
          }
        }
      }
    },
  );
});
