import { BRAND_KIT_TEXT_FIELDS, type AcceptedImageType, type BrandKitInput } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';
import { BrandKitEntity } from './brand-kit.entity';

/** A stored logo as the kit row keeps it. */
export interface StoredLogo {
  key: string;
  mimeType: AcceptedImageType;
  width: number;
  height: number;
  suggestedColors: string[];
}

const COLUMNS: Record<(typeof BRAND_KIT_TEXT_FIELDS)[number], string> = {
  businessName: 'business_name',
  whatsapp: 'whatsapp',
  phone: 'phone',
  instagram: 'instagram',
  address: 'address',
  hours: 'hours',
  website: 'website',
};

/** The brand kits (`brand_kits`, one row per account once it first saves anything). */
@Injectable()
export class BrandKitRepository {
  constructor(
    @InjectRepository(BrandKitEntity) private readonly kits: Repository<BrandKitEntity>,
  ) {}

  find(userId: string): Promise<BrandKitEntity | null> {
    return this.kits.findOneBy({ userId });
  }

  /** Writes the kit's fields and colours (creating the row), leaving its logo as it is. */
  async saveFields(userId: string, fields: BrandKitInput): Promise<void> {
    const columns = BRAND_KIT_TEXT_FIELDS.map((field) => COLUMNS[field]);
    const values = BRAND_KIT_TEXT_FIELDS.map((field) => fields[field]);
    const placeholders = columns.map((_, index) => `$${index + 2}`);
    const colors = `$${columns.length + 2}::text[]`;
    await this.kits.query(
      `INSERT INTO brand_kits (user_id, ${columns.join(', ')}, colors)
       VALUES ($1, ${placeholders.join(', ')}, ${colors})
       ON CONFLICT (user_id) DO UPDATE SET
         ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')},
         colors = EXCLUDED.colors, updated_at = now()`,
      [userId, ...values, fields.colors],
    );
  }

  /**
   * The account's kit locked for the rest of the transaction, its row created (empty) first when
   * there is none, so two uploads in a row queue up behind each other.
   */
  async lockOrCreate(tx: Transaction, userId: string): Promise<BrandKitEntity> {
    const manager = entityManagerOf(tx);
    await manager.query(
      'INSERT INTO brand_kits (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
      [userId],
    );
    return manager.getRepository(BrandKitEntity).findOneOrFail({
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The account's kit locked for the rest of the transaction; null when it has none. */
  lock(tx: Transaction, userId: string): Promise<BrandKitEntity | null> {
    return entityManagerOf(tx)
      .getRepository(BrandKitEntity)
      .findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Points the kit at `logo` (null: no logo any more). */
  async setLogo(tx: Transaction, userId: string, logo: StoredLogo | null): Promise<void> {
    await entityManagerOf(tx).query(
      `UPDATE brand_kits SET logo_key = $2, logo_mime_type = $3, logo_width = $4,
              logo_height = $5, logo_suggested_colors = $6::text[], updated_at = now()
        WHERE user_id = $1`,
      [
        userId,
        logo?.key ?? null,
        logo?.mimeType ?? null,
        logo?.width ?? null,
        logo?.height ?? null,
        logo?.suggestedColors ?? [],
      ],
    );
  }
}
