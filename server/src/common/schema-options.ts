/**
 * `@ApiProperty` options of a string enum that may also be null: OpenAPI 3.0 wants the null
 * among the values as well as `nullable`, or a validator refuses it.
 */
export const nullableEnum = (values: readonly string[]) => ({
  type: 'string' as const,
  enum: [...values, null],
  nullable: true,
});

/** `@ApiProperty` options of a value that may be any JSON (a setting, an audit snapshot). */
export const anyJson = (description: string) => ({
  description,
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'object', additionalProperties: true, nullable: true },
    { type: 'array', items: {} },
  ],
});
