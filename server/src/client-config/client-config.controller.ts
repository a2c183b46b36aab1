import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientConfigModel } from './dto/client-config.model';
import { Public } from '../auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface ClientConfigDto {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /**
   * Set locally and in tests: the browser SDK talks to the Auth Emulator, at this URL relative to
   * the page ('/': the api forwards the emulator on its own origin, so any address works).
   */
  authEmulatorUrl: string | null;
  /** The browser shows a test-login button only when `POST /api/test/login` is enabled. */
  testLoginEnabled: boolean;
}

/** What the browser apps need to start, read at run time so one build serves every environment. */
@ApiTags('config')
@Controller('api/client-config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiOperation({ summary: 'What the browser apps need to start (Firebase settings)' })
  @ApiOkResponse({ type: ClientConfigModel })
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  get(): ClientConfigDto {
    const projectId = this.config.FIREBASE_PROJECT_ID;
    return {
      firebase: {
        apiKey: this.config.FIREBASE_WEB_API_KEY,
        authDomain: this.config.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        projectId,
      },
      authEmulatorUrl: this.config.FIREBASE_AUTH_EMULATOR_HOST ? '/' : null,
      testLoginEnabled: this.config.ENABLE_TEST_LOGIN,
    };
  }
}
