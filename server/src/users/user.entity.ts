import type { Locale, Plan, Role } from '@cena/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'firebase_uid', type: 'text', unique: true })
  firebaseUid: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName: string | null;

  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl: string | null;

  @Column({ type: 'text', default: 'basic' })
  plan: Plan;

  @Column({ type: 'text', default: 'user' })
  role: Role;

  /** When staff last set the role; from then on `ADMIN_EMAILS` no longer changes it. */
  @Column({ name: 'role_set_at', type: 'timestamptz', nullable: true })
  roleSetAt: Date | null;

  @Column({ name: 'credit_balance', type: 'integer', default: 0 })
  creditBalance: number;

  @Column({ type: 'text', default: 'pt-BR' })
  locale: Locale;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
