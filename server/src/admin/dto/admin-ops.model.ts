import {
  type AdminStatsDto,
  type AiOverviewDto,
  type AuditEntryDto,
  type PromptSessionDto,
  QUEUE_JOB_STATES,
  type QueueCountsDto,
  type QueueJobDto,
  type SettingDto,
} from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { anyJson } from '../../common/schema-options';

/** OpenAPI schemas of the back office's dashboard, queue, AI, sessions, settings and audit. */

export class QueueCountsModel implements QueueCountsDto {
  @ApiProperty({ type: 'integer' })
  waiting: number;

  @ApiProperty({ type: 'integer' })
  active: number;

  @ApiProperty({ type: 'integer' })
  delayed: number;

  @ApiProperty({ type: 'integer' })
  failed: number;
}

export class UserCountsModel {
  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  newToday: number;
}

export class DailyStatsModel {
  @ApiProperty({ format: 'date', description: 'São Paulo day.' })
  day: string;

  @ApiProperty({ type: 'integer' })
  videos: number;

  @ApiProperty({ type: 'integer' })
  failed: number;

  @ApiProperty({ type: 'integer' })
  signups: number;

  @ApiProperty({ type: 'integer' })
  revenueCents: number;
}

export class AdminStatsModel implements AdminStatsDto {
  @ApiProperty({ type: UserCountsModel })
  users: UserCountsModel;

  @ApiProperty({ type: 'integer' })
  videosToday: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Over the last 24 h; null if none ended.',
  })
  successRate: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  medianRenderMs: number | null;

  @ApiProperty({ type: QueueCountsModel })
  queue: QueueCountsModel;

  @ApiProperty({ type: 'integer' })
  mrrCents: number;

  @ApiProperty({ type: 'integer' })
  revenueThisMonthCents: number;

  @ApiProperty({ type: 'integer', description: 'Support tickets not resolved.' })
  openTickets: number;

  @ApiProperty({ type: 'integer', description: 'Alerts not acknowledged.' })
  openAlerts: number;

  @ApiProperty({ type: [DailyStatsModel], description: '30 days, oldest first.' })
  daily: DailyStatsModel[];
}

export class QueueJobModel implements QueueJobDto {
  @ApiProperty()
  id: string;

  @ApiProperty({ format: 'uuid' })
  videoId: string;

  @ApiProperty({ enum: QUEUE_JOB_STATES })
  state: QueueJobDto['state'];

  @ApiProperty({ type: 'integer' })
  attemptsMade: number;

  @ApiProperty({ type: String, nullable: true })
  failedReason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    description:
      "A failed job whose video still waits for its render; once the video itself failed, the video's own retry applies.",
  })
  retryable: boolean;
}

export class AiCostsModel {
  @ApiProperty({ type: 'integer', description: 'Credits per video.' })
  video: number;

  @ApiProperty({ type: 'integer', description: 'Credits of a photo expansion.' })
  imageExpansion: number;
}

export class AiFailureModel {
  @ApiProperty()
  provider: string;

  @ApiProperty()
  errorCode: string;

  @ApiProperty({ type: 'integer' })
  count: number;
}

export class AiOverviewModel implements AiOverviewDto {
  @ApiProperty({ enum: ['local', 'veo'] })
  videoProvider: 'local' | 'veo';

  @ApiProperty()
  videoModel: string;

  @ApiProperty()
  promptProvider: string;

  @ApiProperty()
  promptModel: string;

  @ApiProperty({ type: AiCostsModel })
  costs: AiCostsModel;

  @ApiProperty({ description: "False without a Gemini API key ('veo' is refused)." })
  veoConfigured: boolean;

  @ApiProperty({ description: 'True when VIDEO_PROVIDER pins the provider.' })
  pinnedByEnvironment: boolean;

  @ApiProperty({ type: [AiFailureModel], description: 'The last 7 days.' })
  failures: AiFailureModel[];
}

export class PromptSessionModel implements PromptSessionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  userEmail: string;

  @ApiProperty()
  originalPrompt: string;

  @ApiProperty({ type: 'integer' })
  proposals: number;

  @ApiProperty()
  locale: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ description: "The prompt engine that answered (e.g. 'local', 'openai')." })
  engine: string;

  @ApiProperty({ type: [String] })
  proposalTexts: string[];

  @ApiProperty({ type: 'integer', nullable: true })
  selectedIndex: number | null;

  @ApiProperty({ type: String, nullable: true })
  finalPrompt: string | null;

  @ApiProperty({ type: String, nullable: true })
  englishPrompt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class SettingModel implements SettingDto {
  @ApiProperty({ description: "The setting key, e.g. 'credits.signupBonus'." })
  id: string;

  @ApiProperty(anyJson('The value in force.'))
  value: unknown;

  @ApiProperty(anyJson("Cena's default."))
  defaultValue: unknown;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  updatedBy: string | null;
}

export class AuditEntryModel implements AuditEntryDto {
  @ApiProperty()
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  actorId: string | null;

  @ApiProperty({ type: String, nullable: true })
  actorEmail: string | null;

  @ApiProperty()
  action: string;

  @ApiProperty()
  targetType: string;

  @ApiProperty({ type: String, nullable: true })
  targetId: string | null;

  @ApiProperty(anyJson('The record before the change.'))
  before: unknown;

  @ApiProperty(anyJson('The record after the change.'))
  after: unknown;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
