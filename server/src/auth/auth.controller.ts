import type { SyncResponse, TestLoginResponse } from '@cena/contracts';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { toUserDto } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { type AuthenticatedRequest, IdentityOnly, Public } from './auth.decorators';
import { SyncDto, SyncResponseModel, TestLoginDto, TestLoginResponseModel } from './dto/sync.dto';
import { IdentityProvider, type VerifiedIdentity } from './identity';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly identity: IdentityProvider,
  ) {}

  @ApiOperation({ summary: 'Create or update the account of the verified Firebase user' })
  @ApiOkResponse({ type: SyncResponseModel })
  @ApiErrors(...BODY_ERRORS)
  @ApiBearerAuth()
  @IdentityOnly()
  @Post('auth/sync')
  @HttpCode(200)
  async sync(@Req() req: AuthenticatedRequest, @Body() body: SyncDto): Promise<SyncResponse> {
    const { user, created } = await this.users.sync(req.user as VerifiedIdentity, body);
    return { user: toUserDto(user), created };
  }

  /** Only with ENABLE_TEST_LOGIN=true (never in production: config refuses it). */
  @ApiOperation({ summary: 'A test account and its ID token (only with ENABLE_TEST_LOGIN)' })
  @ApiOkResponse({ type: TestLoginResponseModel })
  @ApiErrors(...BODY_ERRORS, 'not_found', 'service_unavailable')
  @Public()
  @Post('test/login')
  @HttpCode(200)
  async testLogin(@Body() body: TestLoginDto): Promise<TestLoginResponse> {
    if (!this.config.ENABLE_TEST_LOGIN) throw new DomainError('not_found');
    const session = await this.identity.createTestSession(body.email);
    const identity = await this.identity.verifyIdToken(session.idToken);
    const { user } = await this.users.sync(identity);
    return {
      token: session.idToken,
      user: { name: user.displayName ?? user.email, credits: user.creditBalance },
    };
  }
}
