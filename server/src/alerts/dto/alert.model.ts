import { ALERT_KINDS, type AlertDto, type AlertKind, type AlertSeverity } from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class AlertModel implements AlertDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ALERT_KINDS, enumName: 'AlertKind' })
  kind: AlertKind;

  @ApiProperty({ enum: ['info', 'warning', 'critical'] })
  severity: AlertSeverity;

  @ApiProperty({ description: "In the request's language." })
  message: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The figures that raised it.',
  })
  data: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  acknowledgedAt: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  acknowledgedBy: string | null;

  @ApiProperty({ type: String, nullable: true })
  acknowledgedByEmail: string | null;
}
