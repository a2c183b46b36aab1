import { BRAND_KIT_LIMITS } from '@cena/contracts';
import {
  BadRequestException,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Observable } from 'rxjs';
import type { UploadedLogo } from './logo-check';

/** The one file field of `PUT /api/brand-kit/logo`. */
export const LOGO_FIELD = 'logo';

type LogoRequest = FastifyRequest & { uploadedLogo?: UploadedLogo };

/** The logo LogoUploadInterceptor read, if the request carried one. */
export const UploadedLogoFile = createParamDecorator(
  (_: unknown, context: ExecutionContext): UploadedLogo | undefined =>
    context.switchToHttp().getRequest<LogoRequest>().uploadedLogo,
);

/**
 * Reads a multipart logo upload before the handler (guards, the throttle included, have run):
 * the one `logo` file, kept in memory up to one byte past BRAND_KIT_LIMITS.logoMaxBytes; the
 * parser skips the rest of a larger file without keeping it, so checkLogoUpload answers
 * `logo_too_large` having held at most the limit. Anything else in the form is a 400.
 */
@Injectable()
export class LogoUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<LogoRequest>();
    if (req.isMultipart()) req.uploadedLogo = await readLogoForm(req);
    return next.handle();
  }
}

async function readLogoForm(req: LogoRequest): Promise<UploadedLogo | undefined> {
  let logo: UploadedLogo | undefined;
  try {
    const parts = req.parts({
      limits: { files: 1, fields: 0, parts: 1, fileSize: BRAND_KIT_LIMITS.logoMaxBytes + 1 },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== LOGO_FIELD) {
        throw new BadRequestException('Unexpected field');
      }
      logo = await readCapped(part.file);
    }
  } catch (error) {
    // Our own refusals as they are; the parser's (over a limit, a malformed or cut body) a 400.
    if (error instanceof HttpException) throw error;
    throw new BadRequestException((error as Error).message);
  }
  return logo;
}

async function readCapped(stream: Readable & { truncated?: boolean }): Promise<UploadedLogo> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
  }
  const tooLarge = stream.truncated === true || size > BRAND_KIT_LIMITS.logoMaxBytes;
  return { buffer: Buffer.concat(chunks), size, tooLarge };
}
