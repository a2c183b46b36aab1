import type { CreditReason } from '@cena/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('credit_ledger')
export class CreditLedgerEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'integer' })
  delta: number;

  @Column({ type: 'text' })
  reason: CreditReason;

  @Column({ name: 'video_id', type: 'uuid', nullable: true })
  videoId: string | null;

  @Column({ name: 'payment_id', type: 'uuid', nullable: true })
  paymentId: string | null;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** A video's render attempt the debit or refund belongs to: 0, then one more per staff retry. */
  @Column({ type: 'smallint', default: 0 })
  attempt: number;

  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
