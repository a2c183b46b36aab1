import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A video's public page (`video_shares`): live until `revokedAt`; one live share per video. */
@Entity('video_shares')
export class VideoShareEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unguessable, base62 (share-slug.ts): the page is `/v/<slug>`. */
  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ name: 'video_id', type: 'uuid' })
  videoId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The 1200×630 JPEG crawlers show (`shares/<userId>/<slug>-preview.jpg`). */
  @Column({ name: 'preview_key', type: 'text' })
  previewKey: string;

  /** The player's poster, in the clip's own shape. */
  @Column({ name: 'poster_key', type: 'text' })
  posterKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
