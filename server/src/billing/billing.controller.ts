import type {
  BillingOverviewDto,
  Locale,
  CheckoutStatusDto,
  CreateCheckoutResponse,
  PlansResponse,
  PortalResponse,
} from '@cena/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BillingOverviewModel,
  CheckoutSessionModel,
  CheckoutStatusModel,
  PlansModel,
  PortalModel,
} from './dto/billing.model';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import { CurrentUser, Public } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { BillingService } from './billing.service';
import { CreateCheckoutDto } from './dto/create-checkout.dto';
import { RequestLanguage } from '../i18n/request-language';

@ApiTags('billing')
@Controller('api')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @ApiOperation({
    summary: 'The plans and credit packages on sale, priced in the request language',
  })
  @ApiOkResponse({ type: PlansModel })
  @ApiErrors('service_unavailable')
  @Public()
  @Get('plans')
  plans(@RequestLanguage() lang: Locale): Promise<PlansResponse> {
    return this.billing.plans(lang);
  }

  @ApiOperation({ summary: 'Start a checkout for a plan or a credit package' })
  @ApiOkResponse({ type: CheckoutSessionModel })
  @ApiErrors(...BODY_ERRORS, 'unknown_product', 'already_subscribed', 'provider_failed')
  @ApiBearerAuth()
  @Post('stripe/create-checkout-session')
  @HttpCode(200)
  createCheckout(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateCheckoutDto,
    @RequestLanguage() lang: Locale,
  ): Promise<CreateCheckoutResponse> {
    return this.billing.createCheckout(user, body, lang);
  }

  @ApiOperation({ summary: 'A billing portal session (cancel, invoices)' })
  @ApiOkResponse({ type: PortalModel })
  @ApiErrors('not_found', 'provider_failed')
  @ApiBearerAuth()
  @Post('billing/portal')
  @HttpCode(200)
  portal(@CurrentUser() user: UserEntity): Promise<PortalResponse> {
    return this.billing.portal(user);
  }

  @ApiOperation({ summary: 'My plan, balance, subscription and payments' })
  @ApiOkResponse({ type: BillingOverviewModel })
  @ApiErrors()
  @ApiBearerAuth()
  @Get('billing')
  overview(
    @CurrentUser() user: UserEntity,
    @RequestLanguage() lang: Locale,
  ): Promise<BillingOverviewDto> {
    return this.billing.overview(user.id, lang);
  }

  @ApiOperation({ summary: 'The state of one of my checkouts (the thank-you page)' })
  @ApiOkResponse({ type: CheckoutStatusModel })
  @ApiErrors('invalid_text', 'not_found', 'provider_failed')
  @ApiBearerAuth()
  @Get('billing/checkout/:sessionId')
  checkout(
    @CurrentUser() user: UserEntity,
    @Param('sessionId') sessionId: string,
  ): Promise<CheckoutStatusDto> {
    return this.billing.checkoutStatus(user.id, sessionId.slice(0, 200));
  }
}
