import { Controller, Get, Head, Headers, Logger, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { MediaService } from './media.service';
import { sendObject } from './object-response';

/** Serves the local driver's objects at `/media/<key>?exp=&sig=` (GET and HEAD, byte ranges). */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  private readonly logger = new Logger(MediaController.name);

  constructor(private readonly media: MediaService) {}

  /**
   * HEAD on its own route, declared before GET: Fastify's automatic HEAD would answer a
   * bodiless reply with `Content-Length: 0` instead of the object's size.
   */
  @Public()
  @Head('*')
  head(
    @Param('*') key: string,
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Headers('range') range: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.serve(key, exp, sig, range, req, reply);
  }

  @Public()
  @Get('*')
  async serve(
    @Param('*') key: string,
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Headers('range') range: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const result = await this.media.open({
      key,
      exp,
      sig,
      range,
      headOnly: req.method === 'HEAD',
    });
    return sendObject(reply, result, this.logger);
  }
}
