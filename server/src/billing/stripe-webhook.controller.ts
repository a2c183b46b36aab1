import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { BillingEventsService } from './billing-events.service';

/** Stripe's deliveries; the signature is checked over the body's raw bytes (APP_OPTIONS.rawBody). */
@ApiExcludeController()
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(private readonly events: BillingEventsService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.events.receiveWebhook(req.rawBody, signature);
    return { received: true };
  }
}
