import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRIVACY_LIMITS } from '@cena/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { Storage } from '../storage/storage';
import { ExportMailer } from './export-mail';
import { type AccountFile, PrivacyDataRepository } from './privacy-data.repository';
import { PrivacyRepository } from './privacy.repository';
import { type TarEntry, writeTarGz } from './tar-gz';

const DAY_MS = 24 * 3600 * 1000;
/** Every path in the archive starts here, so it unpacks into one folder. */
export const ARCHIVE_ROOT = 'cena';

export const exportKey = (userId: string, exportId: string) =>
  `exports/${userId}/${exportId}.tar.gz`;

/** Where a stored file goes in the archive. */
function archivePath(file: AccountFile): string {
  const extension = file.key.slice(file.key.lastIndexOf('.') + 1);
  const folder = { video: 'videos', thumbnail: 'thumbnails', photo: 'photos' } as const;
  return file.kind === 'logo'
    ? `${ARCHIVE_ROOT}/logo.${extension}`
    : `${ARCHIVE_ROOT}/${folder[file.kind]}/${file.videoId}.${extension}`;
}

/**
 * Builds one export in the worker: a .tar.gz holding a JSON file per kind of record and the
 * account's own files, stored under `exports/<userId>/`, then marks it ready for
 * PRIVACY_LIMITS.exportLinkDays and tells the owner by e-mail.
 */
@Injectable()
export class ExportBuilder {
  private readonly logger = new Logger(ExportBuilder.name);

  constructor(
    private readonly requests: PrivacyRepository,
    private readonly data: PrivacyDataRepository,
    private readonly storage: Storage,
    private readonly mailer: ExportMailer,
  ) {}

  async build(exportId: string): Promise<'ready' | 'skipped'> {
    const row = await this.requests.findExport(exportId);
    if (!row || row.status !== 'pending') return 'skipped';
    const data = await this.data.collect(row.userId);
    if (!data.profile || data.profile.deleted_at) {
      await this.requests.markExportFailed(exportId, 'account closed');
      return 'skipped';
    }
    const now = new Date();
    const json = (name: string, value: unknown): TarEntry => ({
      name: `${ARCHIVE_ROOT}/${name}.json`,
      mtime: now,
      buffer: Buffer.from(`${JSON.stringify(value, null, 2)}\n`),
    });
    const files: TarEntry[] = [];
    for (const file of await this.data.files(row.userId)) {
      const object = await this.storage.stat(file.key);
      if (!object) continue; // an expired Basic video's row may outlive its file
      files.push({
        name: archivePath(file),
        mtime: now,
        size: object.size,
        open: async () => {
          const stream = await this.storage.read(file.key);
          if (!stream) throw new Error(`${file.key} vanished while exporting`);
          return stream;
        },
      });
    }
    const entries: TarEntry[] = [
      json('manifest', {
        generatedAt: now.toISOString(),
        accountId: row.userId,
        files: files.map((entry) => entry.name),
      }),
      json('profile', data.profile),
      json('credit-ledger', data.creditLedger),
      json('payments', data.payments),
      json('subscriptions', data.subscriptions),
      json('checkout-sessions', data.checkoutSessions),
      json('videos', data.videos),
      json('prompt-sessions', data.promptSessions),
      json('tickets', data.tickets),
      json('brand-kit', data.brandKit),
      json('emails', data.emails),
      ...files,
    ];

    const workDir = await mkdtemp(join(tmpdir(), `cena-export-${exportId.slice(0, 8)}-`));
    const key = exportKey(row.userId, exportId);
    try {
      const path = join(workDir, 'export.tar.gz');
      await writeTarGz(path, entries);
      const { size } = await stat(path);
      await this.storage.put(key, { path }, 'application/gzip');
      const expiresAt = new Date(Date.now() + PRIVACY_LIMITS.exportLinkDays * DAY_MS);
      if (!(await this.requests.markExportReady(exportId, { key, sizeBytes: size }, expiresAt))) {
        // The account was deleted meanwhile (its exports with it): leave nothing behind.
        await this.storage.delete(key);
        return 'skipped';
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    const profile = data.profile;
    await this.mailer
      .ready({
        email: String(profile.email),
        locale: (profile.locale as string | null) ?? null,
        name: (profile.display_name as string | null) ?? null,
      })
      .catch((error: Error) =>
        this.logger.warn(`export ${exportId} ready, e-mail not sent: ${error.message}`),
      );
    return 'ready';
  }
}
