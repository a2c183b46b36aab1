import { Module } from '@nestjs/common';
import { AdminTicketsController } from './admin-tickets.controller';
import { SupportRepository } from './support.repository';
import { SupportService } from './support.service';
import { TicketMailer } from './ticket-mail';
import { TicketsController } from './tickets.controller';

/** Support tickets: the customer's routes (`/api/tickets`) and staff's (`/api/admin/tickets`). */
@Module({
  controllers: [TicketsController, AdminTicketsController],
  providers: [SupportRepository, SupportService, TicketMailer],
})
export class SupportModule {}
