/** What the engine takes and gives back: the video-provider port's render types. */
import type {
  AcceptedImageType,
  AspectRatio,
  Soundtrack,
  Tone,
  VideoMode,
  VideoStage,
} from '@cena/contracts';

/** A kit contact a clip may show: the prompt's own contact of the same kind wins. */
export type BrandContactKind = 'whatsapp' | 'phone' | 'instagram' | 'address' | 'hours' | 'website';

/** The brand kit as a render uses it. */
export interface RenderBrand {
  businessName?: string;
  contacts: Partial<Record<BrandContactKind, string>>;
  /** 0–2 '#rrggbb' colours the look's palette takes, contrast kept. */
  colors: string[];
  /**
   * The logo: on the end card always; as the corner mark on Pro and Business (no watermark),
   * where Basic keeps Cena's.
   */
  logo?: { bytes: Buffer; mimeType: AcceptedImageType };
}

/** Everything a video provider needs to render one clip. */
export interface RenderRequest {
  videoId: string;
  mode: VideoMode;
  /** The customer's own text (usually pt-BR): the only source of the words a clip shows. */
  prompt: string;
  /**
   * The assistant's accepted proposal, when the customer took one: a direction (look, mood,
   * order, shot) for the provider, never text to put on screen.
   */
  direction?: string;
  /** The structured English prompt from the prompt assistant, when there is one. */
  englishPrompt?: string;
  title: string;
  durationS: number;
  /** The clip's shape; its pixel size is VIDEO_SIZES[aspectRatio]. */
  aspectRatio: AspectRatio;
  tone: Tone;
  soundtrack: Soundtrack;
  magicExpansion: boolean;
  /** Basic plan: burn the Cena watermark in. */
  watermark: boolean;
  image?: { bytes: Buffer; mimeType: AcceptedImageType };
  /** The account's brand kit, read once when the render starts (absent when the kit is empty). */
  brand?: RenderBrand;
  /** Same request and seed give the same frames. */
  seed: number;
  /** A directory owned by the caller; the provider writes its files there. */
  workDir: string;
  signal?: AbortSignal;
}

export interface RenderResult {
  /** An MP4 (VIDEO_SIZES[aspectRatio], H.264 yuv420p + AAC, +faststart) inside workDir. */
  videoPath: string;
  /** A JPEG thumbnail inside workDir. */
  thumbnailPath: string;
  durationS: number;
}

export type ProgressFn = (stage: VideoStage, progress: number) => void;
