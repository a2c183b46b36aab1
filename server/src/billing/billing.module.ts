import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BillingController } from './billing.controller';
import { BillingEventsService } from './billing-events.service';
import { BillingFulfilment } from './billing-fulfilment.service';
import { BillingRefunds } from './billing-refunds.service';
import { BillingMailer } from './billing-mailer';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';
import { PaymentGateway } from './payment-gateway';
import { SandboxCheckoutService } from './sandbox/sandbox-checkout.service';
import { SandboxLinks } from './sandbox/sandbox-links';
import { SandboxPaymentGateway } from './sandbox/sandbox-payment.gateway';
import { SandboxController } from './sandbox/sandbox.controller';
import { StripePaymentGateway } from './stripe/stripe-payment.gateway';
import { StripeWebhookController } from './stripe-webhook.controller';

/** Plans, checkouts, webhooks and the portal; Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
@Module({
  controllers: [BillingController, StripeWebhookController, SandboxController],
  providers: [
    BillingRepository,
    BillingMailer,
    BillingFulfilment,
    BillingRefunds,
    BillingEventsService,
    BillingService,
    SandboxCheckoutService,
    {
      provide: SandboxLinks,
      inject: [APP_CONFIG],
      // The media secret signs these links too, under its own label (see SandboxLinks.sign).
      useFactory: (config: AppConfig) => new SandboxLinks(config.MEDIA_URL_SECRET),
    },
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG, BillingRepository, SandboxLinks],
      useFactory: (config: AppConfig, repository: BillingRepository, links: SandboxLinks) =>
        config.STRIPE_SECRET_KEY
          ? new StripePaymentGateway({
              secretKey: config.STRIPE_SECRET_KEY,
              webhookSecret: config.STRIPE_WEBHOOK_SECRET,
              apiUrl: config.STRIPE_API_URL,
            })
          : new SandboxPaymentGateway(repository, links),
    },
  ],
  exports: [BillingService, BillingRefunds, BillingFulfilment, BillingRepository, PaymentGateway],
})
export class BillingModule {}
