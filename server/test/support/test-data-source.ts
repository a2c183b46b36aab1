import { randomUUID } from 'node:crypto';
import type { Plan, VideoEvent, VideoStatus } from '@cena/contracts';
import type { VideoAcceptanceRepository } from '../../src/generation/video-acceptance.repository';
import { DataSource } from 'typeorm';
import { CreditLedgerEntry } from '../../src/credits/credit-ledger.entity';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { TypeOrmUnitOfWork } from '../../src/transactions/typeorm-unit-of-work';
import { UserEntity } from '../../src/users/user.entity';
import type { VideoEventsPublisher } from '../../src/videos/events/video-events';
import { VideoEntity } from '../../src/videos/video.entity';
import { VideosRepository } from '../../src/videos/videos.repository';
import { createTestDatabase } from './test-database';

/**
 * A database of its own for one spec file, migrated as a release migrates it, with the real
 * repositories over it: for the rules that live in SQL (the generate statement, the ledger's
 * unique keys, the status guards), tested against PostgreSQL rather than a copy of the SQL.
 * No api, no Redis.
 */
export interface TestDatabase {
  db: DataSource;
  uow: TypeOrmUnitOfWork;
  videos: VideosRepository;
  close(): Promise<void>;
}

export async function createMigratedDatabase(label: string): Promise<TestDatabase> {
  const database = await createTestDatabase(label);
  // A pool wider than any burst a spec fires at once, so a race is the database's, not the pool's.
  const db = new DataSource({
    ...dataSourceOptions(database.url, 30),
    entities: [UserEntity, VideoEntity, CreditLedgerEntry],
  });
  await db.initialize();
  await db.runMigrations();
  return {
    db,
    uow: new TypeOrmUnitOfWork(db),
    videos: new VideosRepository(db.getRepository(VideoEntity)),
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * A customer row on `plan` holding `balance` credits, the balance opened by one ledger row (an
 * adjustment noted 'test setup') so that the ledger sums to it, as it always must.
 */
export async function anAccount(
  db: DataSource,
  plan: Plan = 'basic',
  balance = 0,
): Promise<string> {
  const [{ id }] = (await db.query(
    `INSERT INTO users (firebase_uid, email, plan, credit_balance)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [randomUUID(), `${randomUUID()}@cena.test`, plan, balance],
  )) as { id: string }[];
  if (balance > 0) {
    await db.query(
      `INSERT INTO credit_ledger (user_id, delta, reason, note, balance_after)
       VALUES ($1, $2, 'admin_adjustment', 'test setup', $2)`,
      [id, balance],
    );
  }
  return id;
}

/** A video row of `userId` written straight into the table (a past video, in any state). */
export async function aVideoRow(
  db: DataSource,
  userId: string,
  row: {
    status?: VideoStatus;
    costCredits?: number;
    /** An SQL timestamptz expression; now() when not given. */
    createdAt?: string;
    progress?: number;
    stage?: string | null;
    provider?: string | null;
  } = {},
): Promise<string> {
  const [{ id }] = (await db.query(
    `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack,
                         cost_credits, progress, stage, provider, created_at)
     VALUES ($1, 'text', $2, 'Padaria Pão Dourado: pão de queijo', 'Padaria Pão Dourado', 8,
             'professional', 'energetic', $3, $4, $5, $6, ${row.createdAt ?? 'now()'})
     RETURNING id`,
    [
      userId,
      row.status ?? 'queued',
      row.costCredits ?? 0,
      row.progress ?? 0,
      row.stage ?? null,
      row.provider ?? null,
    ],
  )) as { id: string }[];
  return id;
}

/**
 * A queued text video of `userId` (a Pro account, or `plan`'s) paid the way production pays: by
 * the generate statement, its debit and all. Throws when the statement refuses it.
 */
export async function aPaidVideo(
  acceptance: VideoAcceptanceRepository,
  userId: string,
  cost: number,
  plan: Plan = 'pro',
): Promise<string> {
  const id = randomUUID();
  const outcome = await acceptance.accept(
    {
      id,
      userId,
      mode: 'text',
      prompt: 'Padaria Pão Dourado: pão de queijo',
      refinedPrompt: null,
      englishPrompt: null,
      isRefined: false,
      title: 'Padaria Pão Dourado',
      durationS: 8,
      aspectRatio: '16:9',
      tone: 'professional',
      soundtrack: 'energetic',
      magicExpansion: false,
      sourceImageKey: null,
      costCredits: cost,
      watermark: plan === 'basic',
      priority: 5,
      seed: 1,
    },
    { plan, dailyVideos: null },
  );
  if (!outcome.video) throw new Error(`video of ${userId} refused: ${JSON.stringify(outcome)}`);
  return id;
}

/** The account's balance and what its ledger sums to (equal whenever the books are right). */
export async function balanceAndLedgerOf(
  db: DataSource,
  userId: string,
): Promise<{ balance: number; ledgerSum: number }> {
  const [row] = (await db.query(
    `SELECT u.credit_balance AS balance,
            COALESCE((SELECT sum(delta) FROM credit_ledger WHERE user_id = u.id), 0)::int AS ledger
       FROM users u WHERE u.id = $1`,
    [userId],
  )) as { balance: number; ledger: number }[];
  return { balance: row.balance, ledgerSum: row.ledger };
}

/** The account's ledger rows of `reason` (all when not given), oldest first. */
export async function ledgerRowsOf(
  db: DataSource,
  userId: string,
  reason?: string,
): Promise<
  {
    reason: string;
    delta: number;
    balanceAfter: number;
    videoId: string | null;
    attempt: number;
    actorId: string | null;
    note: string | null;
  }[]
> {
  return db.query(
    `SELECT reason, delta, balance_after AS "balanceAfter", video_id AS "videoId", attempt,
            actor_id AS "actorId", note
       FROM credit_ledger WHERE user_id = $1 AND ($2::text IS NULL OR reason = $2) ORDER BY id`,
    [userId, reason ?? null],
  );
}

/** Records the events instead of sending them to Redis; `journal` orders them among the rest. */
export class RecordingEvents implements Pick<VideoEventsPublisher, 'publish'> {
  readonly published: VideoEvent[] = [];

  constructor(private readonly journal: string[] = []) {}

  async publish(event: VideoEvent): Promise<void> {
    this.published.push(event);
    this.journal.push(`event:${event.status}`);
  }
}

/** The recording events where the status service expects the Redis publisher. */
export const asPublisher = (events: RecordingEvents) => events as unknown as VideoEventsPublisher;
