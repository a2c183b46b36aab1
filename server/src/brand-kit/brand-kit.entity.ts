import type { AcceptedImageType } from '@cena/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One account's brand kit (`brand_kits`), as stored: contacts already in their display form. */
@Entity('brand_kits')
export class BrandKitEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'business_name', type: 'text', nullable: true })
  businessName: string | null;

  /** '(11) 91234-5678'. */
  @Column({ type: 'text', nullable: true })
  whatsapp: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** '@handle'. */
  @Column({ type: 'text', nullable: true })
  instagram: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'text', nullable: true })
  hours: string | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  /** 0–2 '#rrggbb'. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  colors: string[];

  /** `brand/<userId>/logo-<uuid>.<ext>`; a new key on every upload. */
  @Column({ name: 'logo_key', type: 'text', nullable: true })
  logoKey: string | null;

  @Column({ name: 'logo_mime_type', type: 'text', nullable: true })
  logoMimeType: AcceptedImageType | null;

  @Column({ name: 'logo_width', type: 'integer', nullable: true })
  logoWidth: number | null;

  @Column({ name: 'logo_height', type: 'integer', nullable: true })
  logoHeight: number | null;

  @Column({ name: 'logo_suggested_colors', type: 'text', array: true, default: () => "'{}'" })
  logoSuggestedColors: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
