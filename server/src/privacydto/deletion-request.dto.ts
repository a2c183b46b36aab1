import type { DeletionRequestInput } from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class DeletionRequestDto implements DeletionRequestInput {
  @ApiProperty({ description: "The account's e-mail, typed to confirm.", maxLength: 320 })
  @IsString()
  @MaxLength(320)
  confirmEmail: string;
}
