import type {
  BillingOverviewDto,
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
import { I18nContext } from 'nestjs-i18n';
import { CurrentUser, Public } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { billingLocale, BillingService } from './billing.service';
import { CreateCheckoutDto } from './dto/create-checkout.dto';

const requestLocale = () => billingLocale(I18nContext.current()?.lang);

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
  plans(): Promise<PlansResponse> {
    return this.billing.plans(requestLocale());
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
  ): Promise<CreateCheckoutResponse> {
    return this.billing.createCheckout(user, body, requestLocale());
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
  overview(@CurrentUser() user: UserEntity): Promise<BillingOverviewDto> {
    return this.billing.overview(user.id, requestLocale());
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
