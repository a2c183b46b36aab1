import type { Category, Locale } from '@cena/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PromptEngine } from './engines/prompt-engine';

/** One proposal as shown to the user, in the order they were made (the refinement first). */
export interface StoredProposal {
  prompt: string;
  tags: string[];
}

/** One pass through the refinement assistant, kept for the back office's AI screen. */
@Entity('prompt_sessions')
export class PromptSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'original_prompt', type: 'text' })
  originalPrompt: string;

  @Column({ type: 'text' })
  locale: Locale;

  @Column({ type: 'text' })
  category: Category;

  @Column({ type: 'text' })
  engine: PromptEngine['name'];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  proposals: StoredProposal[];

  @Column({ name: 'selected_index', type: 'integer', nullable: true })
  selectedIndex: number | null;

  @Column({ name: 'final_prompt', type: 'text', nullable: true })
  finalPrompt: string | null;

  @Column({ name: 'english_prompt', type: 'text', nullable: true })
  englishPrompt: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
