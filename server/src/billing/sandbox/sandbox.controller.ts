import type { Locale } from '@cena/contracts';
import { Body, Controller, Get, Header, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../auth/auth.decorators';
import { DomainError } from '../../common/domain-error';
import { SandboxFormDto } from '../dto/sandbox-form.dto';
import { SandboxCheckoutService } from './sandbox-checkout.service';
import { SANDBOX_SCRIPT } from './sandbox-pages';
import { RequestLanguage } from '../../i18n/request-language';

/**
 * The sandbox provider's pages (no Firebase token: the browser navigates here). Each URL carries
 * a token bound to its user; anything else is a 404. In Stripe mode every route is a 404.
 */
@ApiExcludeController()
@Public()
@Controller('api/sandbox')
export class SandboxController {
  constructor(private readonly sandbox: SandboxCheckoutService) {}

  @Get('checkout/:id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  checkout(
    @Param('id') id: string,
    @Query('t') token: string | undefined,
    @Query('method') method: string | undefined,
    @RequestLanguage() lang: Locale,
  ): Promise<string> {
    return this.sandbox.checkoutPage(id, token, method, lang);
  }

  @Get('page.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  script(): string {
    return SANDBOX_SCRIPT;
  }

  @Post('checkout/:id/pay')
  async pay(@Param('id') id: string, @Body() body: SandboxFormDto, @Res() res: FastifyReply) {
    return res.redirect(await this.sandbox.pay(id, body.t, body.method), 303);
  }

  @Post('checkout/:id/cancel')
  async cancel(@Param('id') id: string, @Body() body: SandboxFormDto, @Res() res: FastifyReply) {
    return res.redirect(await this.sandbox.cancel(id, body.t), 303);
  }

  @Get('portal')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  portal(@Query('t') token: string | undefined, @RequestLanguage() lang: Locale): Promise<string> {
    return this.sandbox.portalPage(token, lang);
  }

  @Post('portal/:action')
  async portalAction(
    @Param('action') action: string,
    @Body() body: SandboxFormDto,
    @Res() res: FastifyReply,
  ) {
    if (action !== 'cancel' && action !== 'renew' && action !== 'end') {
      throw new DomainError('not_found');
    }
    await this.sandbox.portalAction(body.t, action);
    return res.redirect(`/api/sandbox/portal?t=${encodeURIComponent(body.t)}`, 303);
  }
}
