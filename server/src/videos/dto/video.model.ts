import {
  ASPECT_RATIOS,
  type AspectRatio,
  type LatestVideoDto,
  VIDEO_ENGINES,
  VIDEO_MODES,
  VIDEO_STAGES,
  VIDEO_STATUSES,
  type VideoDto,
  type VideoEngine,
  type VideoEvent,
  type VideoMode,
  type VideoPage,
  type VideoShareDto,
  type VideoStage,
  type VideoStatus,
  type VideoStoryboardDto,
} from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableEnum } from '../../common/schema-options';
import { VideoShareModel } from '../../shares/dto/video-share.model';

/** The OpenAPI schema of VideoDto. */
export class VideoModel implements VideoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: VIDEO_STATUSES, enumName: 'VideoStatus' })
  status: VideoStatus;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  progress: number;

  @ApiProperty(nullableEnum(VIDEO_STAGES))
  stage: VideoStage | null;

  @ApiProperty({
    ...nullableEnum(VIDEO_ENGINES),
    description: 'The engine rendering (or that rendered) the video; null until one takes it.',
  })
  provider: VideoEngine | null;

  @ApiProperty({ enum: VIDEO_MODES, enumName: 'VideoMode' })
  mode: VideoMode;

  @ApiProperty()
  title: string;

  @ApiProperty()
  prompt: string;

  @ApiProperty({ type: 'integer' })
  durationS: number;

  @ApiProperty({ enum: ASPECT_RATIOS, enumName: 'AspectRatio' })
  aspectRatio: AspectRatio;

  @ApiProperty({ type: String, nullable: true, description: 'Signed URL once completed.' })
  videoUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The error code of a failed video.' })
  errorCode: string | null;

  @ApiProperty({
    description:
      'The owner lets the community gallery show it once completed (off by default; staff moderation still applies).',
  })
  community: boolean;

  @ApiProperty({
    type: VideoShareModel,
    nullable: true,
    description: 'Its public page while shared (`POST /api/videos/:id/share`), else null.',
  })
  share: VideoShareDto | null;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Views of its public page: once per viewer a day; crawlers and HEAD left out.',
  })
  views: number;
}

export class VideoPageModel implements VideoPage {
  @ApiProperty({ type: [VideoModel] })
  items: VideoModel[];

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

export class VideoStoryboardModel implements VideoStoryboardDto {
  @ApiProperty()
  title: string;

  @ApiProperty({ type: [String], description: 'The texts of the beats, in order.' })
  beats: string[];

  @ApiProperty()
  endTitle: string;

  @ApiProperty({ type: String, nullable: true })
  endLine: string | null;

  @ApiProperty({ type: [String], description: 'The end card rows: ways to reach the business.' })
  contacts: string[];

  @ApiProperty({ type: String, nullable: true })
  callToAction: string | null;
}

/** A video of the public gallery (`GET /api/videos/latest`). */
export class LatestVideoModel implements LatestVideoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiPropertyOptional()
  thumbnailUrl?: string;

  @ApiProperty()
  videoUrl: string;

  @ApiProperty()
  prompt: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** The `data` of a `video` server-sent event. */
export class VideoEventModel implements VideoEvent {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: VIDEO_STATUSES, enumName: 'VideoStatus' })
  status: VideoStatus;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  progress: number;

  @ApiProperty(nullableEnum(VIDEO_STAGES))
  stage: VideoStage | null;

  @ApiPropertyOptional(nullableEnum(VIDEO_ENGINES))
  provider?: VideoEngine | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  errorCode?: string | null;
}
