import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../auth/auth.decorators';
import { BillingEventsService } from './billing-events.service';

/** Stripe's deliveries; the body arrives as raw bytes (see `webhookRawBody`) for the signature. */
@ApiExcludeController()
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(private readonly events: BillingEventsService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.events.receiveWebhook(req.body, signature);
    return { received: true };
  }
}
