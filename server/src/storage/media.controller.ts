import { pipeline } from 'node:stream';
import {
  Controller,
  Get,
  Headers,
  HttpException,
  HttpStatus,
  Logger,
  Param,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { MediaService } from './media.service';

/** Serves the local driver's objects at `/media/<key>?exp=&sig=` (GET and HEAD, byte ranges). */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  private readonly logger = new Logger(MediaController.name);

  constructor(private readonly media: MediaService) {}

  @Public()
  @Get('*key')
  async serve(
    @Param('key') key: string | string[],
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Headers('range') range: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const result = await this.media.open({
      key: Array.isArray(key) ? key.join('/') : key,
      exp,
      sig,
      range,
      headOnly: req.method === 'HEAD',
    });
    res.set(result.headers);
    if (result.status === 416) {
      throw new HttpException('Range Not Satisfiable', HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE);
    }
    res.status(result.status);
    if (!result.body) {
      res.end();
      return;
    }
    pipeline(result.body, res, (error) => {
      // A viewer seeking or closing the tab aborts the response; only other failures matter.
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        this.logger.warn(`media stream failed: ${error.message}`);
      }
    });
  }
}
