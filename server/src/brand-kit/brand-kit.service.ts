import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  AcceptedImageType,
  BrandKit,
  BrandKitInput,
  BrandKitPreviewRequest,
} from '@cena/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { renderBrandPreview, IMAGE_EXTENSIONS } from '@cena/engine';
import type { RenderBrand } from '../generation/providers/video-provider';
import { Storage } from '../storage/storage';
import { type Transaction, UnitOfWork } from '../transactions/unit-of-work';
import { normaliseBrandKitFields } from './brand-kit-fields';
import type { UserEntity } from '../users/user.entity';
import type { BrandKitEntity } from './brand-kit.entity';
import { toBrandKitDto } from './brand-kit.mapper';
import { BrandKitRepository } from './brand-kit.repository';
import { checkLogoUpload, type UploadedLogo } from './logo-check';
import { LogoImageReader } from './logo-image';
import { toRenderBrand } from './render-brand';

const HOUR_S = 3600;

/** The kit's text fields and colours as stored. */
function fieldsOf(kit: BrandKitEntity): BrandKitInput {
  return {
    businessName: kit.businessName,
    whatsapp: kit.whatsapp,
    phone: kit.phone,
    instagram: kit.instagram,
    address: kit.address,
    hours: kit.hours,
    website: kit.website,
    colors: kit.colors,
  };
}

/**
 * The account's brand kit: its fields under one set of rules (brand-kit-fields.ts), its logo in
 * object storage under a new key per upload (the old object deleted once the row points to the
 * new one), and the kit as a render reads it. Nothing is written when a value is refused.
 */
@Injectable()
export class BrandKitService {
  private readonly logger = new Logger(BrandKitService.name);

  constructor(
    private readonly repository: BrandKitRepository,
    private readonly uow: UnitOfWork,
    private readonly storage: Storage,
    private readonly images: LogoImageReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The kit, its logo behind a signed URL; an empty kit before the first save. */
  async get(userId: string): Promise<BrandKit> {
    const kit = await this.repository.find(userId);
    return toBrandKitDto(kit, kit?.logoKey ? await this.logoUrl(kit.logoKey) : null);
  }

  /** The kit's fields alone (no logo, no signed URL): what the prompt assistant reads per call. */
  async fields(userId: string): Promise<BrandKitInput | undefined> {
    const kit = await this.repository.find(userId);
    return kit ? fieldsOf(kit) : undefined;
  }

  /**
   * The kit's fields normalised; the first one that breaks its rule is a 400 with that rule's
   * code, naming the field (`fields`, and `field` for the message, which names it by its label).
   */
  validate(input: BrandKitInput): BrandKitInput {
    const result = normaliseBrandKitFields(input);
    if (result.ok) return result.value;
    const { code, field, max } = result.error;
    throw new DomainError(code, {
      fields: [field],
      args: max === undefined ? { field } : { field, max },
    });
  }

  /** Saves every text field and the colours (the logo stays as it is). */
  async save(userId: string, input: BrandKitInput): Promise<BrandKit> {
    await this.repository.saveFields(userId, this.validate(input));
    return this.get(userId);
  }

  /**
   * Checks the file on its header, decodes it for real and reads its colours, stores it under a
   * new key, points the kit at it and then deletes the previous logo's object.
   */
  async uploadLogo(userId: string, upload: UploadedLogo | undefined): Promise<BrandKit> {
    const { bytes, mimeType } = checkLogoUpload(upload);
    const image = await this.images.read(bytes);
    const key = `brand/${userId}/logo-${randomUUID()}.${IMAGE_EXTENSIONS[mimeType]}`;
    await this.storage.put(key, { buffer: bytes }, mimeType);
    let previous: string | null;
    try {
      previous = await this.uow.run(async (tx) => {
        const kit = await this.repository.lockOrCreate(tx, userId);
        await this.repository.setLogo(tx, userId, {
          key,
          mimeType,
          width: image.width,
          height: image.height,
          suggestedColors: image.suggestedColors,
        });
        return kit.logoKey;
      });
    } catch (error) {
      await this.deleteObject(key);
      throw error;
    }
    if (previous) await this.deleteObject(previous);
    return this.get(userId);
  }

  /**
   * Takes the logo off the kit and deletes its object; false when there was none (nothing
   * written). `alsoInTransaction` runs in the same transaction once the logo is off (staff's
   * audit entry).
   */
  async removeLogo(
    userId: string,
    alsoInTransaction?: (tx: Transaction, removed: BrandKitEntity) => Promise<void>,
  ): Promise<boolean> {
    const removedKey = await this.uow.run(async (tx) => {
      const kit = await this.repository.lock(tx, userId);
      if (!kit?.logoKey) return null;
      await this.repository.setLogo(tx, userId, null);
      await alsoInTransaction?.(tx, kit);
      return kit.logoKey;
    });
    if (removedKey) await this.deleteObject(removedKey);
    return removedKey !== null;
  }

  /** The saved kit as a render uses it, its logo's bytes read; undefined for an empty kit. */
  async forRender(userId: string): Promise<RenderBrand | undefined> {
    const kit = await this.repository.find(userId);
    if (!kit) return undefined;
    return toRenderBrand(fieldsOf(kit), await this.readLogo(kit));
  }

  /**
   * The end card, as a PNG of the video's size, for a kit being edited: its fields validated as
   * a save is (the same errors, nothing stored), the saved logo, Basic's credit on a Basic
   * account, the call to action in the account's language.
   */
  async preview(user: UserEntity, request: BrandKitPreviewRequest): Promise<Buffer> {
    const fields = this.validate(request.kit);
    const kit = await this.repository.find(user.id);
    const logo = kit ? await this.readLogo(kit) : undefined;
    return renderBrandPreview({
      brand: toRenderBrand(fields, logo) ?? { contacts: {}, colors: [] },
      aspectRatio: request.aspectRatio,
      // Basic videos carry Cena's watermark (generation.service: watermark = plan 'basic').
      watermark: user.plan === 'basic',
      locale: user.locale,
    });
  }

  private async readLogo(
    kit: BrandKitEntity,
  ): Promise<{ bytes: Buffer; mimeType: AcceptedImageType } | undefined> {
    if (!kit.logoKey || !kit.logoMimeType) return undefined;
    const stream = await this.storage.read(kit.logoKey);
    if (!stream) {
      // Removed between the row's read and this one: the video goes without it.
      this.logger.warn(`brand logo ${kit.logoKey} is missing`);
      return undefined;
    }
    return { bytes: await readAll(stream), mimeType: kit.logoMimeType };
  }

  /** Expiry rounded up to the hour, so the same logo keeps one URL for a while (caches hit). */
  private logoUrl(key: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const exp = Math.ceil((now + this.config.MEDIA_URL_TTL_S) / HOUR_S) * HOUR_S;
    return this.storage.signedUrl(key, exp);
  }

  /** An object no row points to any more; failing to delete it leaves an orphan, not an error. */
  private async deleteObject(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn(`brand logo ${key} not deleted: ${(error as Error).message}`);
    }
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
