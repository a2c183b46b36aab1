import type { VideoShareDto } from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** The OpenAPI schema of VideoShareDto: a shared video's public page. */
export class VideoShareModel implements VideoShareDto {
  @ApiProperty({
    description: 'Unguessable, 12 characters of [0-9A-Za-z].',
    example: 'q3ZK8dPx0aLm',
  })
  slug: string;

  @ApiProperty({
    format: 'uri',
    description: 'The public page, absolute: `<PUBLIC_URL>/v/<slug>`.',
    example: 'https://cena.app.br/v/q3ZK8dPx0aLm',
  })
  url: string;
}
