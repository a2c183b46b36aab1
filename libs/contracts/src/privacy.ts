/** LGPD self-service (Lei 13.709, art. 18): a copy of one's data, and the deletion of the account. */

export const PRIVACY_LIMITS = {
  /** An export's download link (and its archive) lasts this long after the archive is ready. */
  exportLinkDays: 7,
  /** Export and deletion requests an account may make per hour (each export copies every video). */
  requestsPerHour: 10,
} as const;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One export of the caller's data (`GET /api/privacy/exports`), newest first. */
export interface DataExport {
  id: string;
  status: DataExportStatus;
  createdAt: string;
  completedAt: string | null;
  /** When the archive and its link go away (ready exports only). */
  expiresAt: string | null;
  sizeBytes: number | null;
  /** A signed link to the archive while it is ready and not expired; null otherwise. */
  downloadUrl: string | null;
}

export interface DeletionRequestInput {
  /** Must equal the account's e-mail (case and surrounding spaces aside). */
  confirmEmail: string;
}

export const DELETION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** What `POST /api/privacy/deletion` answers: the account is closed; the erasure runs in the worker. */
export interface DeletionReceipt {
  status: DeletionStatus;
  requestedAt: string;
}

/** A deletion request as staff see it (`GET /api/admin/deletion-requests`). */
export interface AdminDeletionRequestDto {
  id: string;
  /** The account's id; its e-mail is erased once the deletion completes. */
  userId: string;
  status: DeletionStatus;
  requestedAt: string;
  completedAt: string | null;
  /** Why the last attempt failed (retried by the worker); null when none did. */
  error: string | null;
  attempts: number;
}
