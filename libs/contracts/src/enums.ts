export const PLANS = ['basic', 'pro', 'business'] as const;
export type Plan = (typeof PLANS)[number];

export const ROLES = ['user', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LOCALES = ['pt-BR', 'en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

export const VIDEO_MODES = ['text', 'image', 'animation3d'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];

/** Clip shapes: 16:9 (YouTube, sites; the default), 9:16 (Reels, Status, TikTok), 1:1 (feed). */
export const ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '16:9';

export const VIDEO_STATUSES = ['queued', 'processing', 'completed', 'failed', 'expired'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/** The statuses a video never leaves by itself: its render ended (or its file expired). */
export const TERMINAL_VIDEO_STATUSES: readonly VideoStatus[] = ['completed', 'failed', 'expired'];
export const isTerminalVideoStatus = (status: VideoStatus): boolean =>
  TERMINAL_VIDEO_STATUSES.includes(status);

export const VIDEO_STAGES = [
  'preparing',
  'analyzing',
  'script',
  'images',
  'audio_video_sync',
  'finalizing',
] as const;
export type VideoStage = (typeof VIDEO_STAGES)[number];

/**
 * The engines that render a video: 'local' draws the customer's own words on a gradient,
 * 'veo' films real footage (Google Veo). The progress texts say what the engine really does.
 */
export const VIDEO_ENGINES = ['local', 'veo'] as const;
export type VideoEngine = (typeof VIDEO_ENGINES)[number];

export const TONES = ['professional', 'fun', 'inspiring', 'elegant'] as const;
export type Tone = (typeof TONES)[number];

export const SOUNDTRACKS = ['animated', 'calm', 'energetic', 'none'] as const;
export type Soundtrack = (typeof SOUNDTRACKS)[number];

export const CREDIT_REASONS = [
  'signup_bonus',
  'video_debit',
  'video_refund',
  'purchase',
  'subscription_grant',
  'admin_adjustment',
  /** A refunded credit package taken back from the balance (back office). */
  'purchase_refund',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CATEGORIES = [
  'food',
  'bakery',
  'fitness',
  'beauty',
  'barber',
  'fashion',
  'real_estate',
  'events',
  'education',
  'health',
  'pets',
  'tech',
  'retail',
  'generic',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Achievement badges of the analytics screen (spec §3), each earned by a rule in ANALYTICS. */
export const ACHIEVEMENTS = [
  'first_video',
  'active_creator',
  'expert_creator',
  'professional_creator',
  'dedicated_user',
] as const;
export type Achievement = (typeof ACHIEVEMENTS)[number];

/** Smart tips the server picks from the user's state (spec §3), with their badge. */
export const TIP_KINDS = [
  'first_video',
  'welcome',
  'styles',
  'productivity',
  'low_credits',
  'chat_assistant',
  'community',
] as const;
export type TipKind = (typeof TIP_KINDS)[number];
export const TIP_BADGES = [
  'celebration',
  'warning',
  'onboarding',
  'growth',
  'productivity',
  'feature',
  'community',
] as const;
export type TipBadge = (typeof TIP_BADGES)[number];
