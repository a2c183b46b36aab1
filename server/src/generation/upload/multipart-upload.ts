import { LIMITS } from '@cena/contracts';
import {
  type CallHandler,
  type ExecutionContext,
  BadRequestException,
  createParamDecorator,
  HttpException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Observable } from 'rxjs';
import type { UploadedImage } from '../generation.service';

/** The image field of a multipart generate request. */
export const IMAGE_FIELD = 'image';

/**
 * @fastify/multipart's options. A file is read up to one byte past the image limit and the rest
 * skipped (not refused), so the other fields still arrive and the service reports the size in
 * the order the API promises.
 */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: false,
  limits: {
    files: 1,
    fields: 30,
    parts: 31,
    fieldSize: 64 * 1024,
    fileSize: LIMITS.imageMaxBytes + 1,
  },
};

/** A multipart request once read: its text fields as the body, its image aside. */
type UploadRequest = FastifyRequest & { uploadedImage?: UploadedImage };

/** The image ImageUploadInterceptor read from a multipart request, if any. */
export const UploadedImageFile = createParamDecorator(
  (_: unknown, context: ExecutionContext): UploadedImage | undefined =>
    context.switchToHttp().getRequest<UploadRequest>().uploadedImage,
);

/**
 * Reads a multipart request (the generator's photo) before the handler: the text fields become
 * the body the global pipes validate, the one `image` file is kept in memory for
 * `@UploadedImageFile()`. Any other request passes untouched. Guards (auth, throttles) have already
 * run, so nothing is read for a caller they refuse.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<UploadRequest>();
    if (req.isMultipart()) req.body = await readForm(req);
    return next.handle();
  }
}

/**
 * The form's text fields; its image on `req.uploadedImage`. A form over the limits (a second file, a
 * file under another name, too many or too long fields) or malformed is a 400, as it always was.
 */
async function readForm(req: UploadRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const image = await readCapped(part.file);
        if (part.fieldname !== IMAGE_FIELD) throw new BadRequestException('Unexpected field');
        req.uploadedImage = image;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new BadRequestException('Field value too long');
        }
        body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Our own refusals as they are; the parser's (over a limit, a malformed or cut body) a 400.
    if (error instanceof HttpException) throw error;
    throw new BadRequestException((error as Error).message);
  }
  return body;
}

/**
 * The file's bytes up to the multipart limit (one past the image limit): `tooLarge` when the
 * stream was cut there.
 */
async function readCapped(stream: Readable & { truncated?: boolean }): Promise<UploadedImage> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
  }
  const tooLarge = stream.truncated === true || size > LIMITS.imageMaxBytes;
  return { buffer: Buffer.concat(chunks), size, tooLarge };
}
