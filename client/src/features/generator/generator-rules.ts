import {
  ACCEPTED_IMAGE_TYPES,
  type AllowanceNumbersDto,
  type AspectRatio,
  DEFAULT_ASPECT_RATIO,
  LIMITS,
  type Soundtrack,
  type Tone,
} from '@cena/contracts';

/** The card's three tabs (spec §2): director (text), image-to-video and 3D animation. */
export const GENERATOR_TABS = ['director', 'image', 'animation3d'] as const;
export type GeneratorTab = (typeof GENERATOR_TABS)[number];

export interface GeneratorOptions {
  title: string;
  tone: Tone;
  durationS: number;
  soundtrack: Soundtrack;
  /** The clip's shape: 9:16 (Reels/Status), 1:1 (feed) or 16:9 (YouTube/site, the default). */
  aspectRatio: AspectRatio;
}

/** Everything the visitor typed or chose, except the image (a file cannot be stored). */
export interface GeneratorDraft {
  tab: GeneratorTab;
  /** Director tab's prompt. */
  prompt: string;
  /** Image tab's scene description. */
  imageDescription: string;
  /** 3D tab's description. */
  animationDescription: string;
  magicExpansion: boolean;
  /** 'Mostrar na comunidade': the finished video may appear in the community gallery (off). */
  community: boolean;
  options: GeneratorOptions;
}

export const DEFAULT_OPTIONS: GeneratorOptions = {
  title: '',
  tone: 'professional',
  durationS: LIMITS.durationDefaultS,
  soundtrack: 'animated',
  aspectRatio: DEFAULT_ASPECT_RATIO,
};

export const EMPTY_DRAFT: GeneratorDraft = {
  tab: 'director',
  prompt: '',
  imageDescription: '',
  animationDescription: '',
  magicExpansion: false,
  community: false,
  options: DEFAULT_OPTIONS,
};

/** The hard 500-character cap: a longer paste keeps its first 500 characters. */
export function capPrompt(text: string): string {
  return text.length > LIMITS.promptMaxChars ? text.slice(0, LIMITS.promptMaxChars) : text;
}

/** The text the active tab sends. */
export function activeText(draft: GeneratorDraft): string {
  if (draft.tab === 'image') return draft.imageDescription;
  if (draft.tab === 'animation3d') return draft.animationDescription;
  return draft.prompt;
}

/**
 * Spec §5: director needs a non-blank prompt; image an image and a non-blank description;
 * 3D a non-blank description.
 */
export function canSubmit(draft: GeneratorDraft, hasImage: boolean): boolean {
  const text = activeText(draft).trim();
  if (!text) return false;
  return draft.tab !== 'image' || hasImage;
}

export type ImageProblem = 'not_an_image' | 'image_too_large';

/**
 * Client-side checks before a preview (the server checks the bytes again): the types the server
 * takes, so a dropped GIF or HEIC is refused here rather than after the customer has written
 * the description.
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'not_an_image';
  if (file.size > LIMITS.imageMaxBytes) return 'image_too_large';
  return null;
}

/** Types the file picker offers (the same the drop takes; the server sniffs the bytes). */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Size in MB with two decimals, as the preview shows it. */
export function sizeInMb(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 100) / 100;
}

/** The costs staff set, as `GET /api/plans` publishes them. */
export type VideoCosts = Pick<AllowanceNumbersDto, 'videoCost' | 'imageExpansionCost'>;

/** Credits an image video costs: the expansion cost with magic expansion, else a video's (spec §9). */
export function imageCost(magicExpansion: boolean, costs: VideoCosts): number {
  return magicExpansion ? costs.imageExpansionCost : costs.videoCost;
}

/** Credits the draft's video costs: an image tab's own cost, else a video's. */
export function draftCost(
  draft: Pick<GeneratorDraft, 'tab' | 'magicExpansion'>,
  costs: VideoCosts,
) {
  return draft.tab === 'image' ? imageCost(draft.magicExpansion, costs) : costs.videoCost;
}

/**
 * Whether an account cannot pay for a video of `cost` credits: Basic and Pro pay in credits;
 * Business pays nothing (its fair use is the server's to hold).
 */
export function lacksCredits(account: { plan: string; credits: number }, cost: number): boolean {
  return account.plan !== 'business' && account.credits < cost;
}
