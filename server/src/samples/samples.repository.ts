import type { Soundtrack, Tone, VideoMode } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { VideoEntity } from '../videos/video.entity';

/** The account that owns the samples. It has no identity, so nobody can sign in as it. */
export const SYSTEM_ACCOUNT = {
  firebaseUid: 'system:cena-samples',
  email: 'amostras@cena.invalid',
  displayName: 'Cena',
} as const;

/** One key for every replica: seeding runs in one api at a time. */
const SEED_LOCK_KEY = 'cena:seed-sample-videos';

export interface NewSampleVideo {
  id: string;
  ownerId: string;
  mode: VideoMode;
  prompt: string;
  title: string;
  durationS: number;
  tone: Tone;
  soundtrack: Soundtrack;
  priority: number;
  seed: number;
}

@Injectable()
export class SamplesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in a transaction holding the seed lock (released at commit or rollback). */
  withSeedLock<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK_KEY]);
      return work(m);
    });
  }

  /**
   * The system account's id, created on first call. It is disabled (no sign-in, no mail) and has
   * no credits: samples are rendered without a debit, so its ledger and balance stay at 0.
   */
  async ensureSystemAccount(m: EntityManager): Promise<string> {
    const rows: { id: string }[] = await m.query(
      `INSERT INTO users (firebase_uid, email, display_name, disabled_at)
       VALUES ($1, $2, $3, now())
       ON CONFLICT (firebase_uid) DO UPDATE SET firebase_uid = EXCLUDED.firebase_uid
       RETURNING id`,
      [SYSTEM_ACCOUNT.firebaseUid, SYSTEM_ACCOUNT.email, SYSTEM_ACCOUNT.displayName],
    );
    return rows[0].id;
  }

  async existingIds(m: EntityManager, ids: string[]): Promise<Set<string>> {
    const rows = await m.find(VideoEntity, { select: { id: true }, where: { id: In(ids) } });
    return new Set(rows.map((r) => r.id));
  }

  /**
   * A queued video like any other (the reconciler re-enqueues it if its job is lost), but free,
   * without watermark or expiry, and kept out of the community gallery (`is_public` false): the
   * samples are Cena's, not the community's.
   */
  async insertVideo(m: EntityManager, v: NewSampleVideo): Promise<void> {
    await m.insert(VideoEntity, {
      id: v.id,
      userId: v.ownerId,
      mode: v.mode,
      status: 'queued',
      prompt: v.prompt,
      title: v.title,
      durationS: v.durationS,
      tone: v.tone,
      soundtrack: v.soundtrack,
      magicExpansion: false,
      costCredits: 0,
      watermark: false,
      priority: v.priority,
      seed: v.seed,
      isPublic: false,
      progress: 0,
    });
  }

  /** The finished, visible samples among `ids` (order not guaranteed). */
  findCompleted(ids: string[]): Promise<VideoEntity[]> {
    return this.dataSource.getRepository(VideoEntity).find({
      where: { id: In(ids), status: 'completed', hiddenAt: IsNull(), deletedAt: IsNull() },
    });
  }
}
