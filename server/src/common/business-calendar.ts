import { BUSINESS_TIME_ZONE } from '@cena/contracts';

/**
 * Cena's calendar is São Paulo's (BUSINESS_TIME_ZONE, from contracts): the daily limits reset at
 * local midnight, the back office counts today's videos and sign-ups and revenue by month, the
 * analytics chart counts weeks from Monday. Every day, week and month boundary, in SQL or in
 * JavaScript, comes from here; nothing else names the zone or its offset.
 */
export type CalendarUnit = 'day' | 'week' | 'month';

const ZONE = `'${BUSINESS_TIME_ZONE}'`;

/**
 * SQL: the start of the São Paulo `unit` holding `instant` (a timestamptz expression), as a
 * local wall-clock `timestamp` (group by it, or print it with to_char).
 */
export function localStartSql(unit: CalendarUnit, instant: string): string {
  return `date_trunc('${unit}', ${instant} AT TIME ZONE ${ZONE})`;
}

/** SQL: a São Paulo wall-clock `timestamp` expression as the instant (timestamptz) it names. */
export function instantSql(localTime: string): string {
  return `(${localTime} AT TIME ZONE ${ZONE})`;
}

/** SQL: the instant today began in São Paulo (a timestamptz), e.g. `created_at >= …`. */
export const TODAY_START_SQL = instantSql(localStartSql('day', 'now()'));

const DAY_MS = 24 * 60 * 60 * 1000;
const localDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar date of `now`, as 'YYYY-MM-DD'. */
export function localDay(now: Date): string {
  return localDate.format(now);
}

/** The Monday (São Paulo calendar) of the week `weeksAgo` weeks before `now`, as 'YYYY-MM-DD'. */
export function localWeekStart(now: Date, weeksAgo = 0): string {
  const day = Date.parse(`${localDay(now)}T00:00:00Z`);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - (sinceMonday + 7 * weeksAgo) * DAY_MS).toISOString().slice(0, 10);
}
