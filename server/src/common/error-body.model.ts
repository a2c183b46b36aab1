import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The OpenAPI schema of every error answer (ErrorBody), written by AllExceptionsFilter. */
export class ErrorBodyModel implements ErrorBody {
  @ApiProperty({ type: 'integer', description: 'The HTTP status, repeated.' })
  statusCode: number;

  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', description: 'Stable machine code.' })
  code: ErrorCode;

  @ApiProperty({ description: "Translated into the request's language (Accept-Language)." })
  message: string;

  @ApiPropertyOptional({ type: [String], description: 'The fields a validation error names.' })
  fields?: string[];
}
