import { createCanvas } from '@cena/engine';
import { backgroundOf, colorDistance, type LogoPixels, suggestLogoColors } from './logo-palette';

type Paint = (g: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void;

/** A logo drawn on a canvas, as the pixels the palette reads. */
function logo(width: number, height: number, paint: Paint): LogoPixels {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  paint(g);
  const { data } = g.getImageData(0, 0, width, height);
  return { data, width, height };
}

const RED = '#d62828';
const BLUE = '#1d4ed8';

function near(hex: string, expected: string): boolean {
  const rgb = (h: string) =>
    [1, 3, 5].map((at) => Number.parseInt(h.slice(at, at + 2), 16)) as [number, number, number];
  return colorDistance(rgb(hex), rgb(expected)) < 24;
}

describe('suggestLogoColors', () => {
  it('finds both colours of a two-colour logo on a transparent ground, the larger first', async () => {
    const colors = await suggestLogoColors(
      logo(128, 64, (g) => {
        g.fillStyle = RED;
        g.beginPath();
        g.arc(40, 32, 28, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = BLUE;
        g.fillRect(80, 16, 40, 32);
      }),
    );
    expect(colors).toHaveLength(2);
    expect(near(colors[0], RED)).toBe(true);
    expect(near(colors[1], BLUE)).toBe(true);
  });

  it('ignores a white or black ground but keeps a coloured one', async () => {
    const onGround = (ground: string) =>
      logo(120, 80, (g) => {
        g.fillStyle = ground;
        g.fillRect(0, 0, 120, 80);
        g.fillStyle = RED;
        g.fillRect(20, 20, 40, 40);
        g.fillStyle = BLUE;
        g.fillRect(70, 25, 30, 30);
      });
    for (const ground of ['#ffffff', '#f4f4f2', '#000000', '#111318']) {
      const colors = await suggestLogoColors(onGround(ground));
      expect({ ground, count: colors.length }).toEqual({ ground, count: 2 });
      expect(near(colors[0], RED) && near(colors[1], BLUE)).toBe(true);
    }
    const onYellow = await suggestLogoColors(onGround('#f7c325'));
    expect(near(onYellow[0], '#f7c325')).toBe(true);
    expect(onYellow).toHaveLength(3);
  });

  it('keeps black when it is the logo, not its ground', async () => {
    const colors = await suggestLogoColors(
      logo(100, 100, (g) => {
        g.fillStyle = '#ffffff';
        g.fillRect(0, 0, 100, 100);
        g.fillStyle = '#0a0a0a';
        g.fillRect(20, 20, 60, 30);
        g.fillStyle = RED;
        g.fillRect(20, 60, 60, 20);
      }),
    );
    expect(colors).toHaveLength(2);
    expect(near(colors[0], '#0a0a0a')).toBe(true);
    expect(near(colors[1], RED)).toBe(true);
  });

  it('gives at most four distinct colours, slivers dropped', async () => {
    const stripes = ['#e63946', '#2a9d8f', '#e9c46a', '#264653', '#8338ec', '#fb8500'];
    const colors = await suggestLogoColors(
      logo(120, 60, (g) => {
        stripes.forEach((color, index) => {
          g.fillStyle = color;
          g.fillRect(index * 20, 0, 20, 60);
        });
        // One pixel of another colour is noise, not a brand colour.
        g.fillStyle = '#00ff00';
        g.fillRect(0, 0, 1, 1);
      }),
    );
    expect(colors).toHaveLength(4);
    expect(new Set(colors).size).toBe(4);
    for (const color of colors) {
      expect(colors.every((other) => other === color || !near(other, color))).toBe(true);
      expect(near(color, '#00ff00')).toBe(false);
    }
  });

  it('gives one colour for a one-colour logo and none for an empty one', async () => {
    const single = await suggestLogoColors(
      logo(64, 64, (g) => {
        g.fillStyle = BLUE;
        g.beginPath();
        g.arc(32, 32, 24, 0, Math.PI * 2);
        g.fill();
      }),
    );
    expect(single).toHaveLength(1);
    expect(near(single[0], BLUE)).toBe(true);
    expect(await suggestLogoColors(logo(32, 32, () => undefined))).toEqual([]);
    const white = logo(32, 32, (g) => {
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, 32, 32);
    });
    expect(await suggestLogoColors(white)).toEqual([]);
    for (const color of single) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('backgroundOf', () => {
  it('is the plain near-white or near-black border, nothing else', () => {
    const framed = (ground: string) =>
      logo(20, 20, (g) => {
        g.fillStyle = ground;
        g.fillRect(0, 0, 20, 20);
        g.fillStyle = RED;
        g.fillRect(5, 5, 10, 10);
      });
    expect(backgroundOf(framed('#ffffff'))).toEqual([255, 255, 255]);
    expect(backgroundOf(framed('#000000'))).toEqual([0, 0, 0]);
    expect(backgroundOf(framed('#f7c325'))).toBeUndefined();
    expect(backgroundOf(logo(20, 20, () => undefined))).toBeUndefined();
    const busy = logo(20, 20, (g) => {
      for (let x = 0; x < 20; x++) {
        g.fillStyle = ['#ffffff', '#000000', RED][x % 3];
        g.fillRect(x, 0, 1, 20);
      }
    });
    expect(backgroundOf(busy)).toBeUndefined();
  });
});
