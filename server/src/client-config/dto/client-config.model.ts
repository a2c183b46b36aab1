import { ApiProperty } from '@nestjs/swagger';
import type { ClientConfigDto } from '../client-config.controller';

export class FirebaseWebConfigModel {
  @ApiProperty()
  apiKey: string;

  @ApiProperty()
  authDomain: string;

  @ApiProperty()
  projectId: string;
}

/** The OpenAPI schema of ClientConfigDto. */
export class ClientConfigModel implements ClientConfigDto {
  @ApiProperty({ type: FirebaseWebConfigModel })
  firebase: FirebaseWebConfigModel;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The Auth Emulator, when one is used.',
  })
  authEmulatorUrl: string | null;

  @ApiProperty({ description: 'Whether `POST /api/test/login` is enabled.' })
  testLoginEnabled: boolean;
}
