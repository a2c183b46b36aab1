import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/** The `Content-Range` header of a list answer (see sendPage). */
export const CONTENT_RANGE = {
  'Content-Range': {
    description: "The page's rows and the total, e.g. `users 0-24/319`.",
    schema: { type: 'string' as const },
  },
};

/** The ra-data-simple-rest list parameters parseListQuery reads, in the OpenAPI document. */
export const ApiListQuery = () =>
  applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: 'JSON `[field, "ASC" | "DESC"]`, e.g. `["createdAt","DESC"]`.',
      schema: { type: 'string' },
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: 'JSON `[first, last]` row indexes, inclusive (at most 200 rows), e.g. `[0,24]`.',
      schema: { type: 'string' },
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: 'JSON object of the filters the resource accepts, e.g. `{"q":"ana"}`.',
      schema: { type: 'string' },
    }),
  );
