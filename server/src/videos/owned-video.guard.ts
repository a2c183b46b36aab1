import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/auth.decorators';
import { VideosService } from './videos.service';

/**
 * Refuses a video the caller does not own with 404 before the handler runs. The SSE route needs
 * it: once Nest starts a server-sent event stream, a handler error can no longer become a 404.
 */
@Injectable()
export class OwnedVideoGuard implements CanActivate {
  constructor(private readonly videos: VideosService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    await this.videos.getOwned(request.account, String(request.params.id));
    return true;
  }
}
