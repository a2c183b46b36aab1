import {
  type AdminDeletionRequestDto,
  DATA_EXPORT_STATUSES,
  type DataExport,
  type DataExportStatus,
  DELETION_STATUSES,
  type DeletionReceipt,
  type DeletionStatus,
} from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** The OpenAPI schemas of the LGPD screens (libs/contracts/privacy). */

export class DataExportModel implements DataExport {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: DATA_EXPORT_STATUSES, enumName: 'DataExportStatus' })
  status: DataExportStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  sizeBytes: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A signed link to the .tar.gz while the export is ready and not expired.',
  })
  downloadUrl: string | null;
}

export class DeletionReceiptModel implements DeletionReceipt {
  @ApiProperty({ enum: DELETION_STATUSES, enumName: 'DeletionStatus' })
  status: DeletionStatus;

  @ApiProperty({ format: 'date-time' })
  requestedAt: string;
}

export class AdminDeletionRequestModel implements AdminDeletionRequestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ enum: DELETION_STATUSES, enumName: 'DeletionStatus' })
  status: DeletionStatus;

  @ApiProperty({ format: 'date-time' })
  requestedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  error: string | null;

  @ApiProperty({ type: 'integer' })
  attempts: number;
}
