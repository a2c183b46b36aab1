import type { MemoryLedger } from '../credits/credits.fixtures';
import { aVideo, type MemoryVideos } from '../videos/videos.fixtures';
import type { NewVideo } from '../videos/videos.repository';
import type {
  AcceptanceOutcome,
  AcceptanceTerms,
  VideoAcceptanceRepository,
} from './video-acceptance.repository';

/**
 * The acceptance statement in memory, over a MemoryLedger's accounts and a MemoryVideos' rows:
 * the same checks and the same all-or-nothing writes. Journals 'accept' and keeps each lock.
 */
export class MemoryAcceptance implements Pick<VideoAcceptanceRepository, 'accept'> {
  readonly locks: string[] = [];

  constructor(
    private readonly ledger: MemoryLedger,
    private readonly videos: MemoryVideos,
    private readonly journal: string[],
  ) {}

  async accept(video: NewVideo, terms: AcceptanceTerms): Promise<AcceptanceOutcome> {
    this.journal.push('accept');
    this.locks.push(video.userId);
    const account = this.ledger.accounts.get(video.userId);
    if (!account) throw new Error(`user ${video.userId} not found`);
    const createdToday = terms.dailyVideos === null ? null : this.createdToday(video.userId);
    const refused = { plan: account.plan, balance: account.balance, createdToday, video: null };
    if (account.plan !== terms.plan) return refused;
    if (createdToday !== null && createdToday >= terms.dailyVideos!) return refused;
    if (account.balance < video.costCredits) return refused;
    const created = this.videos.add(aVideo({ ...video, status: 'queued', progress: 0 }));
    if (video.costCredits > 0) {
      account.balance -= video.costCredits;
      this.ledger.entries.push({
        userId: video.userId,
        delta: -video.costCredits,
        reason: 'video_debit',
        videoId: video.id,
        balanceAfter: account.balance,
      });
    }
    return { ...refused, balance: account.balance, video: aVideo(created) };
  }

  private createdToday(userId: string): number {
    const held = [...this.videos.rows.values()].filter(
      (v) => v.userId === userId && v.status !== 'failed',
    ).length;
    return held + (this.videos.earlierToday.get(userId) ?? 0);
  }
}
