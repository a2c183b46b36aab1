import { TICKET_LIMITS } from '@cena/contracts';
import { Module } from '@nestjs/common';
import { AdminVideosModule } from '../admin/admin-videos.module';
import { accountThrottlerProviders } from '../common/throttler/account-throttler.guard';
import { AdminTicketsController } from './admin-tickets.controller';
import { SupportRepository } from './support.repository';
import { SupportService } from './support.service';
import { TicketMailer } from './ticket-mail';
import { TicketsController } from './tickets.controller';

/** Support tickets: the customer's routes (`/api/tickets`) and staff's (`/api/admin/tickets`). */
@Module({
  imports: [AdminVideosModule],
  controllers: [TicketsController, AdminTicketsController],
  providers: [
    SupportRepository,
    SupportService,
    TicketMailer,
    // New tickets and replies from one customer account share one counter.
    ...accountThrottlerProviders('support-tickets', () => [
      { ttl: 10 * 60_000, limit: TICKET_LIMITS.customerWritesPer10Min },
    ]),
  ],
})
export class SupportModule {}
