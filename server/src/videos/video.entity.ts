import type {
  AspectRatio,
  Soundtrack,
  Tone,
  VideoMode,
  VideoStage,
  VideoStatus,
} from '@cena/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('videos')
export class VideoEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  mode: VideoMode;

  @Column({ type: 'text', default: 'queued' })
  status: VideoStatus;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ name: 'refined_prompt', type: 'text', nullable: true })
  refinedPrompt: string | null;

  @Column({ name: 'english_prompt', type: 'text', nullable: true })
  englishPrompt: string | null;

  @Column({ name: 'is_refined', type: 'boolean', default: false })
  isRefined: boolean;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'duration_s', type: 'smallint' })
  durationS: number;

  @Column({ name: 'aspect_ratio', type: 'text', default: '16:9' })
  aspectRatio: AspectRatio;

  @Column({ type: 'text' })
  tone: Tone;

  @Column({ type: 'text' })
  soundtrack: Soundtrack;

  @Column({ name: 'magic_expansion', type: 'boolean', default: false })
  magicExpansion: boolean;

  @Column({ name: 'source_image_key', type: 'text', nullable: true })
  sourceImageKey: string | null;

  @Column({ name: 'video_key', type: 'text', nullable: true })
  videoKey: string | null;

  @Column({ name: 'thumbnail_key', type: 'text', nullable: true })
  thumbnailKey: string | null;

  @Column({ type: 'text', nullable: true })
  provider: string | null;

  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ type: 'text', nullable: true })
  stage: VideoStage | null;

  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode: string | null;

  @Column({ name: 'cost_credits', type: 'integer' })
  costCredits: number;

  @Column({ type: 'boolean', default: true })
  watermark: boolean;

  @Column({ type: 'integer', default: 10 })
  priority: number;

  @Column({ type: 'integer', default: 0 })
  seed: number;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'is_public', type: 'boolean', default: true })
  isPublic: boolean;

  /** The owner's consent to show it in the community gallery; off until they opt in. */
  @Column({ name: 'community_opt_in', type: 'boolean', default: false })
  communityOptIn: boolean;

  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  /** Null while gallery moderation 'approval' waits for staff; set at completion under 'auto'. */
  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
