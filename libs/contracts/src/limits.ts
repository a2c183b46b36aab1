/** Product limits shared by server, client and admin. The spec fixes every number here. */
export const LIMITS = {
  promptMaxChars: 500,
  imageMaxBytes: 10 * 1024 * 1024,
  /** Largest pixel count an upload may declare in its header (a decompression bomb is refused). */
  imageMaxPixels: 40_000_000,
  /** Longest side, in pixels, an upload may declare. */
  imageMaxSidePx: 10_000,
  maxProposals: 3,
  durationMinS: 4,
  durationMaxS: 8,
  durationDefaultS: 8,
  videoWidth: 1280,
  videoHeight: 720,
  videoFps: 30,
  chatMessageMaxChars: 2000,
  chatMaxMessages: 30,
  displayNameMaxChars: 80,
  /** Highest page number a list accepts (a sanity bound: beyond it the offset is meaningless). */
  listMaxPage: 1_000_000,
  /** Items a page of the customer app's lists (videos, support tickets) holds unless asked. */
  listPageSizeDefault: 20,
  /** The most items such a page may hold. */
  listPageSizeMax: 100,
  /** Cards a page of My videos shows (what its screen asks `GET /api/videos` for). */
  myVideosPageSize: 12,
  titleMaxChars: 120,
  /**
   * The longest text any request field may carry: only keeps absurd bodies out (400
   * validation_failed). Product limits such as promptMaxChars are checked by the services, which
   * answer with their own codes.
   */
  requestTextMaxChars: 5_000,
} as const;

/** The title a video gets from the legacy call `POST /api/videos` when the request names none. */
export const DEFAULT_VIDEO_TITLE = 'Vídeo Gerado';

/**
 * The credit costs the generator shows (spec §9: 20 per video, 35 for an image with magic
 * expansion). The server charges what its settings say, whose defaults are these.
 */
export const CREDIT_COSTS = { video: 20, imageWithExpansion: 35 } as const;

/** Pixel size of a delivered clip in each shape. */
export const VIDEO_SIZES = {
  '16:9': { width: LIMITS.videoWidth, height: LIMITS.videoHeight },
  '9:16': { width: 720, height: 1280 },
  '1:1': { width: 1080, height: 1080 },
} as const;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/**
 * Analytics (`GET /api/analytics`): the stated rate for "time saved" (a short promotional video
 * made by hand — script, footage, edit — takes about this long) and the achievement thresholds.
 */
export const ANALYTICS = {
  minutesSavedPerVideo: 60,
  weeksInChart: 8,
  /** Badges by completed videos; `dedicatedWeeks` counts distinct weeks with a video. */
  activeCreatorVideos: 5,
  expertCreatorVideos: 10,
  professionalCreatorVideos: 25,
  dedicatedWeeks: 4,
} as const;
