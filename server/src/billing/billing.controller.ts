import type {
  BillingOverviewDto,
  CheckoutStatusDto,
  CreateCheckoutResponse,
  PlansResponse,
  PortalResponse,
} from '@cena/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
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

  @Public()
  @Get('plans')
  plans(): Promise<PlansResponse> {
    return this.billing.plans(requestLocale());
  }

  @ApiBearerAuth()
  @Post('stripe/create-checkout-session')
  @HttpCode(200)
  createCheckout(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateCheckoutDto,
  ): Promise<CreateCheckoutResponse> {
    return this.billing.createCheckout(user, body, requestLocale());
  }

  @ApiBearerAuth()
  @Post('billing/portal')
  @HttpCode(200)
  portal(@CurrentUser() user: UserEntity): Promise<PortalResponse> {
    return this.billing.portal(user);
  }

  @ApiBearerAuth()
  @Get('billing')
  overview(@CurrentUser() user: UserEntity): Promise<BillingOverviewDto> {
    return this.billing.overview(user.id, requestLocale());
  }

  @ApiBearerAuth()
  @Get('billing/checkout/:sessionId')
  checkout(
    @CurrentUser() user: UserEntity,
    @Param('sessionId') sessionId: string,
  ): Promise<CheckoutStatusDto> {
    return this.billing.checkoutStatus(user.id, sessionId.slice(0, 200));
  }
}
