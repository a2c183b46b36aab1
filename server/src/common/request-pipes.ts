import { type PipeTransform, ValidationPipe } from '@nestjs/common';
import { StorableTextPipe } from './storable-text.pipe';

/** The global pipes every handler's arguments go through, in order (see configureApp). */
export function requestPipes(): PipeTransform[] {
  return [
    new StorableTextPipe(),
    new ValidationPipe({ transform: true, whitelist: true, forbidNonWhitelisted: true }),
  ];
}

/** A request body through `pipes` as the handler of a `@Body() body: T` parameter gets it. */
export async function pipedBody<T>(
  pipes: PipeTransform[],
  metatype: new () => T,
  body: unknown,
): Promise<T> {
  let value = body;
  for (const pipe of pipes) value = await pipe.transform(value, { type: 'body', metatype });
  return value as T;
}
