import { createCanvas } from './canvas';
import { darken, lighten, rgba } from './color';
import { createPrng } from './prng';

/**
 * A photo-like test image (a café table with a plate of buns under warm bokeh), for the bench,
 * the frames script and tests: real texture and gradients, no binary fixture in the repository.
 */
export async function renderSamplePhoto(
  width: number,
  height: number,
  options: { seed?: number; format?: 'png' | 'jpeg' } = {},
): Promise<Buffer> {
  const rng = createPrng(options.seed ?? 7);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const unit = Math.min(width, height);

  const wall = ctx.createLinearGradient(0, 0, 0, height * 0.6);
  wall.addColorStop(0, '#3B2A22');
  wall.addColorStop(1, '#8A5A3C');
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, width, height);

  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, width);
    const y = rng.range(0, height * 0.5);
    const r = rng.range(unit * 0.02, unit * 0.08);
    const bokeh = ctx.createRadialGradient(x, y, 0, x, y, r);
    const color = rng.pick(['#FFD59E', '#FFB870', '#FFF1D6']);
    bokeh.addColorStop(0, rgba(color, 0.55));
    bokeh.addColorStop(0.7, rgba(color, 0.35));
    bokeh.addColorStop(1, rgba(color, 0));
    ctx.fillStyle = bokeh;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  }

  const tableTop = height * 0.55;
  const table = ctx.createLinearGradient(0, tableTop, 0, height);
  table.addColorStop(0, '#A0673F');
  table.addColorStop(1, '#5C3520');
  ctx.fillStyle = table;
  ctx.fillRect(0, tableTop, width, height - tableTop);
  ctx.lineWidth = 2;
  for (let i = 0; i < 40; i++) {
    const y = rng.range(tableTop, height);
    ctx.strokeStyle = rgba('#3A1F10', rng.range(0.08, 0.22));
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(
      width * 0.3,
      y + rng.range(-8, 8),
      width * 0.7,
      y + rng.range(-8, 8),
      width,
      y,
    );
    ctx.stroke();
  }

  const plateX = width * 0.5;
  const plateY = height * 0.7;
  const plateR = unit * 0.34;
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.beginPath();
  ctx.ellipse(plateX + unit * 0.02, plateY + unit * 0.04, plateR, plateR * 0.42, 0, 0, Math.PI * 2);
  ctx.fill();
  const plate = ctx.createRadialGradient(
    plateX,
    plateY - plateR * 0.1,
    plateR * 0.1,
    plateX,
    plateY,
    plateR,
  );
  plate.addColorStop(0, '#FFFFFF');
  plate.addColorStop(0.8, '#EDE7E1');
  plate.addColorStop(1, '#B9AFA6');
  ctx.fillStyle = plate;
  ctx.beginPath();
  ctx.ellipse(plateX, plateY, plateR, plateR * 0.4, 0, 0, Math.PI * 2);
  ctx.fill();

  const buns = Array.from({ length: 7 }, (_, i) => ({
    x: plateX + Math.cos(i * 0.9 + 0.3) * plateR * (i === 0 ? 0 : 0.55),
    y: plateY - plateR * 0.12 + Math.sin(i * 0.9 + 0.3) * plateR * 0.2 * (i === 0 ? 0 : 1),
    r: unit * rng.range(0.07, 0.09),
  })).sort((a, b) => a.y - b.y);
  for (const bun of buns) {
    const crust = ctx.createRadialGradient(
      bun.x - bun.r * 0.35,
      bun.y - bun.r * 0.45,
      bun.r * 0.1,
      bun.x,
      bun.y,
      bun.r,
    );
    crust.addColorStop(0, lighten('#F2C46D', 0.35));
    crust.addColorStop(0.55, '#E0A44A');
    crust.addColorStop(1, darken('#B8742C', 0.25));
    ctx.fillStyle = crust;
    ctx.beginPath();
    ctx.ellipse(bun.x, bun.y, bun.r, bun.r * 0.86, 0, 0, Math.PI * 2);
    ctx.fill();
  }

  const vignette = ctx.createRadialGradient(
    width / 2,
    height / 2,
    unit * 0.3,
    width / 2,
    height / 2,
    Math.hypot(width, height) * 0.6,
  );
  vignette.addColorStop(0, 'rgba(0,0,0,0)');
  vignette.addColorStop(1, 'rgba(0,0,0,0.45)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, width, height);

  // Sensor grain: what makes a real photo expensive to encode, so the bench stays honest.
  const pixels = ctx.getImageData(0, 0, width, height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const grain = (rng.next() - 0.5) * 14;
    data[i] += grain;
    data[i + 1] += grain;
    data[i + 2] += grain;
  }
  ctx.putImageData(pixels, 0, 0);
  return options.format === 'jpeg' ? canvas.encode('jpeg', 90) : canvas.encode('png');
}
