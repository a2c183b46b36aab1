/**
 * Renders one clip per mode with the local engine and saves its start, middle and end frames as
 * PNG, for a person to look at: <out>/<mode>-start.png, -middle.png, -end.png, a contact sheet of
 * all of them (contact-sheet.png) and each clip itself (<out>/<mode>/video.mp4, thumb.jpg).
 *
 *   npm run frames [-- --out .data/frames --modes text,image,animation3d --seed 7 --duration 8
 *                      --tone fun --soundtrack animated --title "…" --prompt "…"
 *                      --no-watermark --no-expansion --aspect 9:16]
 *   npm run frames -- --objects     # the table brief → hero objects over the 45-brief fixture
 *   npm run frames -- --briefs [id,id,…] --modes text,image,animation3d --aspect 9:16
 *                                   # one sheet per mode of fixture briefs (default: eight of
 *                                   # different categories), start, middle and end frames each;
 *                                   # photo mode over the sample photo, with magic expansion
 *   npm run frames -- --brand scripts/brand-kits/bakery.json [--no-watermark] …
 *                                   # every clip (and sheet) with that brand kit: its name,
 *                                   # contacts, colours and logo (a path beside the JSON file);
 *                                   # --no-watermark shows the logo as the corner mark (Pro)
 *
 * Each mode has its own Portuguese request by default (a food clip in text mode, a bakery photo
 * in image mode, a tech launch in 3D), so one run shows three palettes and accented text (ç, ã,
 * é, í); --title, --prompt and --tone replace them for every mode. A --prompt without --title
 * takes its title from the prompt by the server's own rule (titleFromPrompt), as the API does.
 *
 * The frames: start = 80 % into the title beat (the title fully on screen), middle = the middle
 * of the beat playing at half time (a phrase fully on screen, not a transition), end = the last
 * frame (the end card). They are drawn by the same renderer the encoder is fed from.
 */
import {
  ASPECT_RATIOS,
  type AspectRatio,
  DEFAULT_VIDEO_TITLE,
  SOUNDTRACKS,
  TONES,
  VIDEO_MODES,
  type Soundtrack,
  type Tone,
  type VideoMode,
  VIDEO_SIZES,
} from '@cena/contracts';
import { createCanvas, loadImage } from '../src/render/canvas';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BRIEFS } from '../src/facts/briefs.fixtures';
import { titleFromPrompt } from '../src/facts/text-cuts';
import { hasHeroObject } from '../src/render/hero-object-images';
import { pickHeroObjects } from '../src/render/hero-objects';
import { FONT, font } from '../src/render/fonts';
import { FrameRenderer } from '../src/render/frame-renderer';
import { LocalEngine } from '../src/render/local-engine';
import { renderSamplePhoto } from '../src/render/sample-photo';
import type { RenderBrand, RenderRequest } from '../src/render-request';

const REPO_ROOT = resolve(__dirname, '../../..');

/** Each fixture brief with the objects its clip stages, as emoji and asset names. */
function printObjectTable(): void {
  for (const brief of BRIEFS) {
    const objects = pickHeroObjects(brief.prompt, brief.category, hasHeroObject);
    const shown = objects
      .map(
        (object) =>
          `${String.fromCodePoint(...object.split('-').map((hex) => parseInt(hex, 16)))} ${object}`,
      )
      .join(', ');
    console.log(`${brief.id.padEnd(24)} ${brief.category.padEnd(12)} ${shown}`);
    console.log(`${''.padEnd(37)} ${brief.prompt.slice(0, 110)}`);
  }
}
const DEFAULT_OUT = join(REPO_ROOT, '.data', 'frames');

interface ModeStory {
  title: string;
  prompt: string;
  tone: Tone;
}

const STORIES: Record<VideoMode, ModeStory> = {
  text: {
    title: 'Açaí da Praça',
    prompt: 'Promoção de verão! Açaí cremoso com granola por R$ 12,90. Peça já pelo @acaidapraca',
    tone: 'fun',
  },
  image: {
    title: 'Café & Pão de Queijo',
    prompt:
      'Pão de queijo quentinho e café coado na hora, todo dia às 7h. Experimente nossa ' +
      'fornada especial!',
    tone: 'inspiring',
  },
  animation3d: {
    title: 'Lançamento: App Gestão',
    prompt:
      'Controle seu estoque e suas vendas em tempo real, com relatórios automáticos. Teste ' +
      'grátis por 30 dias em gestao.app',
    tone: 'professional',
  },
};

interface Pick {
  name: 'start' | 'middle' | 'end';
  index: number;
}

function pickFrames(renderer: FrameRenderer): Pick[] {
  const { timeline, fps, frameCount, input } = renderer.board;
  const half = input.durationS / 2;
  const beats = [timeline.intro, ...timeline.phrases, timeline.endCard];
  const beat = beats.find((span) => half >= span.start && half < span.end) ?? timeline.intro;
  const at = (time: number) => Math.min(frameCount - 1, Math.max(0, Math.round(time * fps)));
  return [
    { name: 'start', index: at(timeline.intro.end * 0.8) },
    { name: 'middle', index: at((beat.start + beat.end) / 2) },
    { name: 'end', index: frameCount - 1 },
  ];
}

/**
 * The command line, with a bare `--briefs` (no ids: the default eight) read as `--briefs=`:
 * node's parseArgs would otherwise take the next option as its value, or refuse it.
 */
function commandLine(argv: string[]): string[] {
  return argv.flatMap((arg, i) =>
    arg === '--briefs' && (argv[i + 1] === undefined || argv[i + 1].startsWith('--'))
      ? ['--briefs=']
      : [arg],
  );
}

/** Stops on a value the engine does not know, naming the ones it does. */
function checkChoices(option: string, given: string[], known: readonly string[]): void {
  const unknown = given.filter((value) => !known.includes(value));
  if (unknown.length > 0) {
    throw new Error(`${option} ${unknown.join(',')}: expected one of ${known.join(', ')}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: commandLine(process.argv.slice(2)),
    options: {
      out: { type: 'string', default: DEFAULT_OUT },
      modes: { type: 'string', default: 'text,image,animation3d' },
      seed: { type: 'string', default: '7' },
      duration: { type: 'string', default: '8' },
      tone: { type: 'string' },
      soundtrack: { type: 'string', default: 'animated' },
      title: { type: 'string' },
      prompt: { type: 'string' },
      'no-watermark': { type: 'boolean', default: false },
      'no-expansion': { type: 'boolean', default: false },
      aspect: { type: 'string', default: '16:9' },
      objects: { type: 'boolean', default: false },
      briefs: { type: 'string' },
      brand: { type: 'string' },
    },
  });
  if (values.objects) {
    printObjectTable();
    return;
  }
  checkChoices('--modes', values.modes.split(','), VIDEO_MODES);
  checkChoices('--aspect', [values.aspect], ASPECT_RATIOS);
  checkChoices('--soundtrack', [values.soundtrack], SOUNDTRACKS);
  if (values.tone !== undefined) checkChoices('--tone', [values.tone], TONES);
  const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  await mkdir(outDir, { recursive: true });
  const brand = values.brand
    ? await readBrand(resolve(process.env.INIT_CWD ?? process.cwd(), values.brand))
    : undefined;
  if (values.briefs !== undefined) {
    const modes = values.modes.split(',') as VideoMode[];
    await briefSheets(values.briefs, modes, { ...values, brand }, outDir);
    return;
  }
  const photo = await renderSamplePhoto(960, 1200, { format: 'jpeg' });
  const provider = new LocalEngine();
  const sheet: { label: string; png: Buffer }[] = [];

  for (const mode of values.modes.split(',') as VideoMode[]) {
    const story = STORIES[mode];
    if (!story) throw new Error(`Unknown mode ${mode}`);
    const request: RenderRequest = {
      videoId: `frames-${mode}`,
      mode,
      prompt: values.prompt ?? story.prompt,
      title:
        values.title ??
        (values.prompt ? titleFromPrompt(values.prompt, DEFAULT_VIDEO_TITLE) : story.title),
      durationS: Number(values.duration),
      aspectRatio: values.aspect as AspectRatio,
      tone: (values.tone ?? story.tone) as Tone,
      soundtrack: values.soundtrack as Soundtrack,
      magicExpansion: !values['no-expansion'],
      watermark: !values['no-watermark'],
      image: mode === 'image' ? { bytes: photo, mimeType: 'image/jpeg' } : undefined,
      brand,
      seed: Number(values.seed),
      workDir: join(outDir, mode),
    };
    const started = performance.now();
    const result = await provider.render(request, () => undefined);
    const wallS = (performance.now() - started) / 1000;

    const renderer = await FrameRenderer.create(request);
    const picks = pickFrames(renderer);
    for (const pick of picks) {
      const png = await renderer.render(pick.index).encode('png');
      await writeFile(join(outDir, `${mode}-${pick.name}.png`), png);
      const time = (pick.index / renderer.board.fps).toFixed(2);
      sheet.push({ label: `${mode} ${pick.name} (${time} s)`, png });
    }
    const { category, phrases } = renderer.board;
    console.log(
      `${mode}: "${request.title}" (${category}, ${request.tone}); phrases ${JSON.stringify(phrases)}; ` +
        `frames ${picks.map((pick) => `${pick.name} ${pick.index}`).join(', ')}; ` +
        `${relative(process.cwd(), result.videoPath)} in ${wallS.toFixed(2)} s`,
    );
  }

  await writeFile(
    join(outDir, 'contact-sheet.png'),
    await contactSheet(sheet, values.aspect as AspectRatio),
  );
  console.log(`PNG frames and contact-sheet.png in ${outDir}`);
}

/**
 * A brand kit from a JSON file: { businessName?, contacts: { whatsapp?, phone?, instagram?,
 * address?, hours?, website? }, colors: ['#rrggbb', …], logo?: 'file.png' } (the logo's path
 * relative to the JSON file).
 */
async function readBrand(path: string): Promise<RenderBrand> {
  const kit = JSON.parse(await readFile(path, 'utf8')) as Omit<RenderBrand, 'logo'> & {
    logo?: string;
  };
  const types = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' } as const;
  const logo = kit.logo
    ? {
        bytes: await readFile(resolve(dirname(path), kit.logo)),
        mimeType: types[extname(kit.logo).toLowerCase() as keyof typeof types] ?? 'image/webp',
      }
    : undefined;
  return { ...kit, contacts: kit.contacts ?? {}, colors: kit.colors ?? [], logo };
}

/** Eight briefs of different trades: a sheet of them shows whether their clips look apart. */
const SHEET_BRIEFS = [
  'bakery-sonho',
  'gym-monthly',
  'barber-bigode',
  'pizza-caps-phone',
  'wedding',
  'tech-repair-caps',
  'pets-banho',
  'education-excel',
];

/** For each mode, one contact sheet of the briefs' start, middle and end frames (no encode). */
async function briefSheets(
  list: string,
  modes: VideoMode[],
  values: {
    seed: string;
    duration: string;
    soundtrack: string;
    aspect: string;
    tone?: string;
    brand?: RenderBrand;
    'no-watermark': boolean;
  },
  outDir: string,
): Promise<void> {
  const ids = list ? list.split(',') : SHEET_BRIEFS;
  // Photo mode shows every brief over the same sample photo (a phone's portrait one), framed.
  const photo = modes.includes('image')
    ? await renderSamplePhoto(960, 1200, { format: 'jpeg' })
    : undefined;
  for (const mode of modes) {
    const sheet: { label: string; png: Buffer }[] = [];
    for (const id of ids) {
      const brief = BRIEFS.find((candidate) => candidate.id === id);
      if (!brief) throw new Error(`Unknown brief ${id}`);
      const renderer = await FrameRenderer.create({
        mode,
        prompt: brief.prompt,
        title: titleFromPrompt(brief.prompt, DEFAULT_VIDEO_TITLE),
        durationS: Number(values.duration),
        aspectRatio: values.aspect as AspectRatio,
        tone: (values.tone ?? 'fun') as Tone,
        soundtrack: values.soundtrack as Soundtrack,
        magicExpansion: mode === 'image',
        image: mode === 'image' && photo ? { bytes: photo } : undefined,
        // Without a kit, no corner mark (as before); with one, the plan's: --no-watermark for Pro.
        watermark: values.brand ? !values['no-watermark'] : false,
        brand: values.brand,
        seed: Number(values.seed),
      });
      for (const pick of pickFrames(renderer)) {
        const png = await renderer.render(pick.index).encode('png');
        sheet.push({ label: `${id} ${pick.name}`, png });
      }
      console.log(
        `${mode} ${id}: ${JSON.stringify([renderer.board.title, ...renderer.board.phrases])}`,
      );
    }
    const file = join(outDir, `sheet-${mode}-${values.aspect.replace(':', 'x')}.png`);
    await writeFile(file, await contactSheet(sheet, values.aspect as AspectRatio));
    console.log(`${relative(process.cwd(), file)}`);
  }
}

/** The frames at a third of their size (their own shape), one mode per row, labelled. */
async function contactSheet(
  frames: { label: string; png: Buffer }[],
  aspectRatio: AspectRatio,
): Promise<Buffer> {
  const cellWidth = VIDEO_SIZES[aspectRatio].width / 3;
  const cellHeight = VIDEO_SIZES[aspectRatio].height / 3;
  const labelHeight = 22;
  const columns = 3;
  const rows = Math.ceil(frames.length / columns);
  const canvas = createCanvas(columns * cellWidth, rows * (cellHeight + labelHeight));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#14121F';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.font = font(500, 14, FONT.body);
  ctx.textBaseline = 'middle';
  for (const [index, frame] of frames.entries()) {
    const x = (index % columns) * cellWidth;
    const y = Math.floor(index / columns) * (cellHeight + labelHeight);
    ctx.drawImage(await loadImage(frame.png), x, y + labelHeight, cellWidth, cellHeight);
    ctx.fillStyle = '#FFFFFF';
    ctx.fillText(frame.label, x + 8, y + labelHeight / 2);
  }
  return canvas.encode('png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
