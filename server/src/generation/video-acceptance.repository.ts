import type { Plan } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { videosCountedTodaySql } from '../allowance/allowance';
import { lockAccountSql, videoDebitSql } from '../credits/ledger-sql';
import { preparedQuery } from '../database/prepared-query';
import { VideoEntity } from '../videos/video.entity';
import type { NewVideo } from '../videos/videos.repository';

/** What the caller expects of the owner's account; the statement admits only if it holds. */
export interface AcceptanceTerms {
  /** The plan the video's price, watermark and priority were worked out for. */
  plan: Plan;
  /** The plan's daily limit, or null when it has none. */
  dailyVideos: number | null;
}

/** The owner's account as the statement found it under its lock, and the video if admitted. */
export interface AcceptanceOutcome {
  plan: Plan;
  balance: number;
  /** Videos counted towards today's limit (null when the plan has no limit). */
  createdToday: number | null;
  video: VideoEntity | null;
}

interface AcceptanceShape {
  columns: ColumnMetadata[];
  filled: ColumnMetadata[];
  text: string;
}

const QUEUED = { status: 'queued', progress: 0 } as const;

interface OutcomeRow extends Record<string, unknown> {
  owner_plan: Plan;
  owner_balance: number;
  owner_today: number | null;
  balance_after: number | null;
}

/**
 * Accepts a generation in one statement, one round trip, its own transaction: locks the owner's
 * row, counts today's videos when the plan has a limit (after the lock: the allowance's
 * videosCountedTodaySql), and only when the plan is the one expected, the limit leaves room and
 * the balance covers the price, inserts the queued video and debits its price (the credits
 * module's lock and debit, ledger-sql.ts). Either all of that is written or nothing.
 */
@Injectable()
export class VideoAcceptanceRepository {
  /** Per set of given fields: their columns, the ones the database fills in, the statement. */
  private readonly shapes = new Map<string, AcceptanceShape>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async accept(video: NewVideo, terms: AcceptanceTerms): Promise<AcceptanceOutcome> {
    const driver = this.dataSource.driver;
    const fields = Object.entries({ ...video, ...QUEUED });
    const { columns, filled, text } = this.shapeFor(fields.map(([property]) => property));
    // One JSON parameter, typed by the table itself (json_populate_record), keyed by column.
    const row = Object.fromEntries(
      fields.map(([, value], i) => [
        columns[i].databaseName,
        driver.preparePersistentValue(value, columns[i]),
      ]),
    );
    const rows = await preparedQuery<OutcomeRow>(this.dataSource, text, [
      video.userId,
      terms.plan,
      terms.dailyVideos,
      video.costCredits,
      JSON.stringify(row),
    ]);
    if (!rows.length) throw new Error(`user ${video.userId} not found`);
    const [outcome] = rows;
    let created: VideoEntity | null = null;
    if (outcome.id) {
      created = Object.assign(new VideoEntity(), video, QUEUED);
      for (const column of filled) {
        column.setEntityValue(
          created,
          driver.prepareHydratedValue(outcome[column.databaseName], column) ?? null,
        );
      }
    }
    return {
      plan: outcome.owner_plan,
      balance: outcome.balance_after ?? outcome.owner_balance,
      createdToday: outcome.owner_today,
      video: created,
    };
  }

  /**
   * Worked out once per set of given fields. The statement runs prepared (see preparedQuery) and
   * returns columns by name (not `*`), so a column added later cannot change its result type;
   * only what the database fills in (dates, defaults) comes back, fewer columns to decode.
   */
  private shapeFor(properties: string[]): AcceptanceShape {
    const key = properties.join(',');
    const known = this.shapes.get(key);
    if (known) return known;
    const metadata = this.dataSource.getMetadata(VideoEntity);
    const columns = properties.map((property) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`videos has no column for ${property}`);
      return column;
    });
    const filled = metadata.columns.filter((c) => !columns.includes(c));
    const columnNames = columns.map((c) => c.databaseName);
    const returned = filled.map((c) => c.databaseName);
    const text = `WITH owner AS MATERIALIZED (
         ${lockAccountSql('$1')}
       ), terms AS MATERIALIZED (
         SELECT owner.*,
                CASE WHEN $3::int IS NULL THEN NULL
                     ELSE ${videosCountedTodaySql('owner.id')} END AS today
           FROM owner
       ), admitted AS MATERIALIZED (
         SELECT * FROM terms
          WHERE plan = $2 AND ($3::int IS NULL OR today < $3::int) AND credit_balance >= $4::int
       ), video AS (
         INSERT INTO videos (${columnNames.map((c) => `"${c}"`).join(', ')})
         SELECT ${columnNames.map((c) => `given."${c}"`).join(', ')}
           FROM admitted, json_populate_record(NULL::videos, $5::json) AS given
         RETURNING id, ${returned.map((c) => `"${c}"`).join(', ')}
       ), ${videoDebitSql({ account: 'admitted', video: 'video', amount: '$4::int' })}
       SELECT terms.plan AS owner_plan, terms.credit_balance AS owner_balance,
              terms.today AS owner_today, (SELECT credit_balance FROM balance) AS balance_after,
              video.*
         FROM terms LEFT JOIN video ON true`;
    const shape = { columns, filled, text };
    this.shapes.set(key, shape);
    return shape;
  }
}
