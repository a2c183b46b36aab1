import { TICKET_LIMITS, TICKET_PRIORITIES, TICKET_STATUSES } from '@cena/contracts';
import type {
  CreateTicketRequest,
  TicketPriority,
  TicketReplyRequest,
  TicketStatus,
  TicketUpdate,
} from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto';

/** Surrounding blanks never count: a subject of spaces is empty. */
const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class CreateTicketDto implements CreateTicketRequest {
  @ApiProperty({ maxLength: TICKET_LIMITS.subjectMaxChars })
  @trimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TICKET_LIMITS.subjectMaxChars)
  subject: string;

  @ApiProperty({ maxLength: TICKET_LIMITS.messageMaxChars })
  @trimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TICKET_LIMITS.messageMaxChars)
  message: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'One of the caller’s own videos' })
  @IsOptional()
  @IsUUID()
  videoId?: string;
}

export class CustomerReplyDto implements TicketReplyRequest {
  @ApiProperty({ maxLength: TICKET_LIMITS.messageMaxChars })
  @trimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TICKET_LIMITS.messageMaxChars)
  body: string;
}

/** A staff reply: the customer's reply fields, or an internal note. */
export class StaffReplyDto extends CustomerReplyDto {
  @ApiPropertyOptional({ default: false, description: 'An internal note the customer never sees' })
  @IsOptional()
  @IsBoolean()
  internal?: boolean;
}

export class UpdateTicketDto implements TicketUpdate {
  @ApiPropertyOptional({ enum: TICKET_STATUSES })
  @ValidateIf((_, value: unknown) => value !== undefined)
  @IsIn(TICKET_STATUSES)
  status?: TicketStatus;

  @ApiPropertyOptional({ enum: TICKET_PRIORITIES })
  @ValidateIf((_, value: unknown) => value !== undefined)
  @IsIn(TICKET_PRIORITIES)
  priority?: TicketPriority;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    description: 'A staff user; null unassigns',
  })
  @ValidateIf((_, value: unknown) => value !== undefined && value !== null)
  @IsUUID()
  assigneeId?: string | null;
}

/** The customer's own tickets, a page at a time. */
export class ListTicketsDto extends PageQueryDto {}
