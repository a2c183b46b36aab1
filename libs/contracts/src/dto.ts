import type {
  Achievement,
  AspectRatio,
  Category,
  Locale,
  Plan,
  Role,
  Soundtrack,
  TipBadge,
  TipKind,
  Tone,
  VideoEngine,
  VideoMode,
  VideoStage,
  VideoStatus,
} from './enums';

export interface UserDto {
  id: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  plan: Plan;
  role: Role;
  credits: number;
  locale: Locale;
}

export interface SyncRequest {
  uid?: string;
  email?: string;
  displayName?: string | null;
  photoURL?: string | null;
  /** The app's language, kept as a new account's language (its e-mails'). */
  locale?: Locale;
}

/** `PATCH /api/user`: the fields a customer changes about themselves. */
export interface UpdateUserRequest {
  displayName?: string;
  locale?: Locale;
}

export interface SyncResponse {
  user: UserDto;
  created: boolean;
}

export interface TestLoginResponse {
  token: string;
  user: { name: string; credits: number };
}

export interface GenerateRequest {
  prompt: string;
  refinedPrompt?: string;
  englishPrompt?: string;
  isRefinedPrompt?: boolean;
  hasImage?: boolean;
  mode?: VideoMode;
  duration?: number;
  tone?: Tone;
  soundtrack?: Soundtrack;
  title?: string;
  magicExpansion?: boolean;
  /** '16:9' when absent. */
  aspectRatio?: AspectRatio;
  /** 'Mostrar na comunidade': show the finished video in the community gallery; off when absent. */
  community?: boolean;
}

export interface LegacyVideoRequest {
  description: string;
  title?: string;
  duration?: number;
  musicType?: Soundtrack;
  tone?: Tone;
  aspectRatio?: AspectRatio;
}

export interface VideoDto {
  id: string;
  status: VideoStatus;
  progress: number;
  stage: VideoStage | null;
  /** The engine rendering (or that rendered) the video; null until one takes it. */
  provider: VideoEngine | null;
  mode: VideoMode;
  title: string;
  prompt: string;
  durationS: number;
  aspectRatio: AspectRatio;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  createdAt: string;
  completedAt: string | null;
  errorCode: string | null;
  /** The owner lets the community gallery show it (off by default; staff may still hide it). */
  community: boolean;
  /** The video's public page while it is shared (`POST /api/videos/:id/share`); else null. */
  share: VideoShareDto | null;
  /** Views of its public page: once per viewer a day, crawlers and HEAD requests left out. */
  views: number;
}

/** A shared video's public page: its unguessable slug and absolute URL (`/v/<slug>`). */
export interface VideoShareDto {
  slug: string;
  url: string;
}

/** `PUT /api/videos/:id/community`: the owner's consent to show the video in the gallery. */
export interface VideoCommunityUpdate {
  community: boolean;
}

/**
 * `GET /api/videos/:id/storyboard`: the texts the local engine puts on screen, in order. Every
 * word comes from the customer's prompt or title, or is one of the engine's own labels.
 */
export interface VideoStoryboardDto {
  title: string;
  beats: string[];
  endTitle: string;
  endLine: string | null;
  /** The end card's rows: each way to reach the business the customer typed, as typed. */
  contacts: string[];
  /** The end card's call to action: the customer's own, else the engine's in their language. */
  callToAction: string | null;
}

export interface VideoPage {
  items: VideoDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LatestVideoDto {
  id: string;
  thumbnailUrl?: string;
  videoUrl: string;
  prompt: string;
  createdAt: string;
}

/** A sample video of the landing (`GET /api/samples`), rendered by Cena itself. */
export interface SampleVideoDto {
  id: string;
  title: string;
  prompt: string;
  videoUrl: string;
  thumbnailUrl: string;
  createdAt: string;
  status: 'completed';
  /** What the preview dialog shows beside the prompt (author 'Cena', views, tags). */
  views: number;
  category: Category;
  tone: Tone;
  soundtrack: Soundtrack;
  durationS: number;
}

export interface VideoEvent {
  id: string;
  status: VideoStatus;
  progress: number;
  stage: VideoStage | null;
  /**
   * The engine rendering the video, which the stage texts depend on. Present on every
   * 'processing' event and on the snapshot a stream starts with; absent on the others.
   */
  provider?: VideoEngine | null;
  errorCode?: string | null;
}

export interface RefineRequest {
  userPrompt: string;
  userLanguage?: Locale;
}

export interface RefineResponse {
  refinedPrompt: string;
  tags: string[];
  sessionId: string;
  category: Category;
}

export interface AlternativesRequest {
  originalPrompt: string;
  previousSuggestions?: string[];
  sessionId?: string;
  count?: number;
}

export interface AlternativesResponse {
  newAlternative?: string;
  alternatives?: string[];
  tags?: string[];
}

export interface FormatFinalRequest {
  approvedPrompt: string;
  sessionId?: string;
}

export interface FormatFinalResponse {
  finalPrompt: string;
  englishPrompt: string;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface PromptChatRequest {
  messages: ChatMessage[];
  userLanguage?: Locale;
}

export interface PromptChatResponse {
  reply: string;
  done: boolean;
  /**
   * Once done: the customer's own words for the video (their business, offer and call to
   * action as they typed them), what the video may show. Never the assistant's framing.
   */
  finalPrompt?: string;
  /** The tone the customer chose (once done, the category's default if they left it open). */
  tone?: Tone;
  /**
   * Once done: the assistant's framing of the look, the mood, the audience and the emphasis;
   * sent as `refinedPrompt`, it directs the video and never appears in it.
   */
  direction?: string;
}

export interface HealthResponse {
  status: 'ok' | 'error';
  info?: Record<string, { status: string }>;
  error?: Record<string, { status: string; message?: string }>;
}

/** `GET /api/analytics`: the signed-in user's statistics, badges and tips, all computed by the server. */
export interface AnalyticsDto {
  videosCreated: number;
  videosCompleted: number;
  creditsUsed: number;
  /** videosCompleted × ANALYTICS.minutesSavedPerVideo. */
  minutesSaved: number;
  minutesSavedPerVideo: number;
  /** Views of the user's public, completed videos. */
  publicViews: number;
  /** The last ANALYTICS.weeksInChart weeks (Monday, São Paulo time), oldest first. */
  videosPerWeek: { weekStart: string; count: number }[];
  achievements: { id: Achievement; earned: boolean; progress: number; target: number }[];
  tips: { kind: TipKind; badge: TipBadge }[];
}
