import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketDto,
  type TicketMessageDto,
  type TicketPage,
  type TicketPriority,
  type TicketStatus,
  type TicketVideoDto,
  VIDEO_STATUSES,
  type VideoStatus,
} from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TicketMessageModel implements TicketMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  ticketId: string;

  @ApiProperty({ enum: ['customer', 'agent'] })
  author: 'customer' | 'agent';

  @ApiProperty({ type: String, nullable: true })
  authorName: string | null;

  @ApiProperty()
  body: string;

  @ApiProperty({ description: 'An internal note (only ever sent to staff).' })
  internal: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class TicketModel implements TicketDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  userEmail: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ enum: TICKET_STATUSES, enumName: 'TicketStatus' })
  status: TicketStatus;

  @ApiProperty({ enum: TICKET_PRIORITIES, enumName: 'TicketPriority' })
  priority: TicketPriority;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  assigneeId: string | null;

  @ApiProperty({ type: String, nullable: true })
  assigneeEmail: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  videoId: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiPropertyOptional({ type: [TicketMessageModel], description: 'On a single ticket only.' })
  messages?: TicketMessageModel[];

  @ApiPropertyOptional({
    type: () => TicketVideoModel,
    nullable: true,
    description: "Staff's single ticket only: the video it names.",
  })
  video?: TicketVideoModel | null;
}

export class TicketVideoModel implements TicketVideoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ enum: VIDEO_STATUSES, enumName: 'VideoStatus' })
  status: VideoStatus;

  @ApiProperty({ example: '9:16' })
  aspectRatio: string;

  @ApiProperty({ type: 'integer' })
  costCredits: number;

  @ApiProperty()
  refunded: boolean;

  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  videoUrl: string | null;
}

export class TicketPageModel implements TicketPage {
  @ApiProperty({ type: [TicketModel] })
  items: TicketModel[];

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
