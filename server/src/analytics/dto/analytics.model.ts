import {
  ACHIEVEMENTS,
  type Achievement,
  type AnalyticsDto,
  TIP_BADGES,
  TIP_KINDS,
  type TipBadge,
  type TipKind,
} from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class WeekCountModel {
  @ApiProperty({ format: 'date', description: 'Monday of the week, São Paulo time.' })
  weekStart: string;

  @ApiProperty({ type: 'integer' })
  count: number;
}

export class AchievementModel {
  @ApiProperty({ enum: ACHIEVEMENTS, enumName: 'Achievement' })
  id: Achievement;

  @ApiProperty()
  earned: boolean;

  @ApiProperty({ type: 'integer' })
  progress: number;

  @ApiProperty({ type: 'integer' })
  target: number;
}

export class TipModel {
  @ApiProperty({ enum: TIP_KINDS, enumName: 'TipKind' })
  kind: TipKind;

  @ApiProperty({ enum: TIP_BADGES, enumName: 'TipBadge' })
  badge: TipBadge;
}

/** The OpenAPI schema of AnalyticsDto. */
export class AnalyticsModel implements AnalyticsDto {
  @ApiProperty({ type: 'integer' })
  videosCreated: number;

  @ApiProperty({ type: 'integer' })
  videosCompleted: number;

  @ApiProperty({ type: 'integer' })
  creditsUsed: number;

  @ApiProperty({ type: 'integer' })
  minutesSaved: number;

  @ApiProperty({ type: 'integer' })
  minutesSavedPerVideo: number;

  @ApiProperty({ type: 'integer' })
  publicViews: number;

  @ApiProperty({ type: [WeekCountModel], description: 'Oldest week first.' })
  videosPerWeek: WeekCountModel[];

  @ApiProperty({ type: [AchievementModel] })
  achievements: AchievementModel[];

  @ApiProperty({ type: [TipModel] })
  tips: TipModel[];
}
