/**
 * The back office's wire shapes (`/api/admin/*`, served to `admin/`), and the customer side of
 * support (`/api/tickets`). Lists follow ra-data-simple-rest: `?sort=["field","ASC"]&range=[0,24]
 * &filter={...}`, an array body and `Content-Range: <resource> <start>-<end>/<total>`.
 */
import type { CreditReason, Plan, Role, VideoMode, VideoStatus } from './enums';
import type { CheckoutType, PaymentStatus } from './billing';

/** Every back-office resource. `support` may use only SUPPORT_RESOURCES; `admin` uses all. */
export const ADMIN_RESOURCES = [
  'users',
  'videos',
  'payments',
  'subscriptions',
  'tickets',
  'alerts',
  'settings',
  'prompt-sessions',
  'audit-log',
  'stats',
  'queue',
  'finance',
  'ai',
  /** The credit ledger, read-only; filtered by `userId` on a user's show view. */
  'ledger',
  /** Account deletions (LGPD) and their state, read-only. */
  'deletion-requests',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];
export const SUPPORT_RESOURCES = ['tickets'] as const satisfies readonly AdminResource[];

export interface AdminUserDto {
  id: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  plan: Plan;
  role: Role;
  credits: number;
  locale: string;
  createdAt: string;
  disabledAt: string | null;
  /** Completed videos (in lists and the show view). */
  videoCount?: number;
}

/** `PUT /api/admin/users/:id` — any subset; self-demotion and self-disable are refused. */
export interface AdminUserUpdate {
  plan?: Plan;
  role?: Role;
  disabled?: boolean;
}

/** `POST /api/admin/users/:id/credits` — delta ≠ 0, reason required (3..500 chars). */
export interface CreditAdjustmentRequest {
  delta: number;
  reason: string;
}
export const CREDIT_ADJUSTMENT = { maxAbsDelta: 100_000, reasonMinChars: 3, reasonMaxChars: 500 };

export interface LedgerEntryDto {
  id: string;
  userId: string;
  delta: number;
  balanceAfter: number | null;
  reason: CreditReason;
  videoId: string | null;
  paymentId: string | null;
  actorId: string | null;
  note: string | null;
  createdAt: string;
}

export interface AdminVideoDto {
  id: string;
  userId: string;
  userEmail: string;
  title: string;
  prompt: string;
  mode: VideoMode;
  status: VideoStatus;
  provider: string;
  aspectRatio: string;
  durationS: number;
  costCredits: number;
  errorCode: string | null;
  /** Signed URLs; null until completed. */
  videoUrl: string | null;
  thumbnailUrl: string | null;
  isPublic: boolean;
  /** Its owner lets the community gallery show it ('Mostrar na comunidade'; off by default). */
  community: boolean;
  hiddenAt: string | null;
  /** Null while the gallery waits for approval (moderation setting 'approval'). */
  approvedAt: string | null;
  refunded: boolean;
  renderMs: number | null;
  /** Views of its public page (once per viewer a day; crawlers and HEAD left out). */
  views: number;
  createdAt: string;
  completedAt: string | null;
}

/**
 * `PUT /api/admin/videos/:id` — `hidden` hides from / restores to the community gallery;
 * `approved` approves (or withdraws approval) under gallery moderation 'approval'.
 */
export interface AdminVideoUpdate {
  hidden?: boolean;
  approved?: boolean;
}

export interface AdminPaymentDto {
  id: string;
  userId: string;
  userEmail: string;
  kind: CheckoutType;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  credits: number;
  provider: string;
  providerRef: string | null;
  refundedAt: string | null;
  createdAt: string;
}

/** `POST /api/admin/payments/:id/refund` answers this. */
export interface RefundResultDto {
  payment: AdminPaymentDto;
  /** Credits taken back from the balance (0 when the balance did not allow it). */
  creditsReversed: number;
  /** True when the balance was lower than the package's credits, so none were taken back. */
  creditsKept: boolean;
}

export interface AdminSubscriptionDto {
  id: string;
  userId: string;
  userEmail: string;
  plan: Plan;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
}

export interface RevenueMonthDto {
  /** 'YYYY-MM', São Paulo time. */
  id: string;
  revenueCents: number;
  refundsCents: number;
  payments: number;
}

export interface AdminStatsDto {
  users: { total: number; newToday: number };
  videosToday: number;
  /** Completed / (completed + failed) over the last 24 h; null when nothing ended. */
  successRate: number | null;
  medianRenderMs: number | null;
  queue: QueueCountsDto;
  mrrCents: number;
  revenueThisMonthCents: number;
  /** Work waiting for staff: tickets not resolved, alerts not acknowledged. */
  openTickets: number;
  openAlerts: number;
  /** 30 days, oldest first, 'YYYY-MM-DD' São Paulo days. */
  daily: { day: string; videos: number; failed: number; signups: number; revenueCents: number }[];
}

export interface QueueCountsDto {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export interface QueueJobDto {
  id: string;
  videoId: string;
  state: 'waiting' | 'active' | 'delayed' | 'failed';
  attemptsMade: number;
  failedReason: string | null;
  createdAt: string;
  /**
   * A failed job whose video still waits for its render (queued or processing): the job's own
   * retry runs it again. Once the video itself failed (and was refunded), its retry is the
   * video's (`POST /api/admin/videos/:id/retry`), and this is false.
   */
  retryable: boolean;
}

export interface AiOverviewDto {
  videoProvider: 'local' | 'veo';
  videoModel: string;
  promptProvider: string;
  promptModel: string;
  costs: { video: number; imageExpansion: number };
  /** False when no Gemini API key is configured: switching to 'veo' is refused. */
  veoConfigured: boolean;
  /** True when the VIDEO_PROVIDER environment variable pins the provider (the setting is ignored). */
  pinnedByEnvironment: boolean;
  /** Failures over the last 7 days, by provider and error code. */
  failures: { provider: string; errorCode: string; count: number }[];
}

/** `PUT /api/admin/ai` — switch providers at run time. */
export interface AiUpdate {
  videoProvider?: 'local' | 'veo';
  videoModel?: string;
}

export interface PromptSessionDto {
  id: string;
  userId: string;
  userEmail: string;
  originalPrompt: string;
  /** How many proposals the assistant made. */
  proposals: number;
  locale: string;
  category: string;
  /** The prompt engine that answered (e.g. 'local', 'openai'). */
  engine: string;
  /** The proposals' text, in order. */
  proposalTexts: string[];
  /** Index into proposalTexts of the one the customer picked; null when none yet. */
  selectedIndex: number | null;
  finalPrompt: string | null;
  englishPrompt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const TICKET_STATUSES = ['open', 'pending', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_LIMITS = {
  subjectMaxChars: 140,
  messageMaxChars: 5_000,
  /** A customer's ticket writes (new tickets and replies) per account per 10 minutes. */
  customerWritesPer10Min: 30,
} as const;

export interface TicketMessageDto {
  id: string;
  ticketId: string;
  /** 'customer' or 'agent'; internal notes are only ever sent to staff. */
  author: 'customer' | 'agent';
  authorName: string | null;
  body: string;
  internal: boolean;
  createdAt: string;
}

export interface TicketDto {
  id: string;
  userId: string;
  userEmail: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  assigneeId: string | null;
  assigneeEmail: string | null;
  videoId: string | null;
  createdAt: string;
  updatedAt: string;
  /** On the show view only. */
  messages?: TicketMessageDto[];
  /** Staff's show view only: the video the ticket is about, as staff need it to answer. */
  video?: TicketVideoDto | null;
}

/** The video a ticket names: enough to see it, open it and refund it in context. */
export interface TicketVideoDto {
  id: string;
  title: string;
  status: VideoStatus;
  aspectRatio: string;
  costCredits: number;
  refunded: boolean;
  /** Signed; null until completed. */
  thumbnailUrl: string | null;
  videoUrl: string | null;
}

/** `GET /api/tickets` (customer): the caller's tickets, newest first, without messages. */
export interface TicketPage {
  items: TicketDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** `PUT /api/admin/tickets/:id` — any subset; `assigneeId` must be a staff user (null unassigns). */
export interface TicketUpdate {
  status?: TicketStatus;
  priority?: TicketPriority;
  assigneeId?: string | null;
}

/** `POST /api/tickets` (customer). */
export interface CreateTicketRequest {
  subject: string;
  message: string;
  videoId?: string;
}

/** `POST /api/tickets/:id/messages` (customer), `POST /api/admin/tickets/:id/messages` (staff). */
export interface TicketReplyRequest {
  body: string;
  /** Staff only: an internal note the customer never sees. */
  internal?: boolean;
}

export const ALERT_KINDS = [
  'failure_rate',
  'queue_backlog',
  'webhook_failures',
  'provider_errors',
  'payment_failures',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertSeverity = 'info' | 'warning' | 'critical';

export interface AlertDto {
  id: string;
  kind: AlertKind;
  severity: AlertSeverity;
  message: string;
  data: Record<string, unknown>;
  createdAt: string;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  acknowledgedByEmail: string | null;
}

export interface AuditEntryDto {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: string;
}

export const GALLERY_MODERATION = ['auto', 'approval'] as const;
export type GalleryModeration = (typeof GALLERY_MODERATION)[number];

/** Sane ranges the settings screen and `PUT /api/admin/settings/:key` enforce (400 naming the field). */
export const SETTING_BOUNDS = {
  signupBonusMax: 10_000,
  creditCostMax: 10_000,
  dailyLimitMax: 10_000,
  retentionDaysMin: 1,
  retentionDaysMax: 3_650,
  /** The highest price a catalogue line may ask (R$ 100.000,00), and the most credits it may grant. */
  catalogueAmountCentsMax: 10_000_000,
  catalogueCreditsMax: 100_000,
  /** How long a video may stay processing, and the alert on the oldest queued one (minutes). */
  processingDeadlineMinutesMax: 24 * 60,
  /** The most an alert threshold that counts events may ask for. */
  alertCountMax: 100_000,
} as const;

/** The settings that hold the alert check's thresholds (the check reads them, the settings page edits them). */
export const ALERT_THRESHOLD_KEYS = [
  'alerts.failureRatePercent',
  'alerts.failureRateMinSample',
  'alerts.queueWaitingMax',
  'alerts.queueOldestWaitingMinutes',
  'alerts.webhookFailuresMin',
  'alerts.providerErrorsMin',
  'alerts.paymentFailuresMin',
] as const;

export interface SettingDto {
  /** The setting key, e.g. 'credits.signupBonus'. */
  id: string;
  value: unknown;
  defaultValue: unknown;
  updatedAt: string | null;
  updatedBy: string | null;
}
