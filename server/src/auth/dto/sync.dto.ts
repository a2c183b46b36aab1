import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

/** The client's view of its Firebase user; the verified token's claims win over these. */
export class SyncDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(128)
  uid?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsEmail()
  email?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  displayName?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsUrl({ require_tld: false })
  @MaxLength(2048)
  photoURL?: string | null;
}

export class TestLoginDto {
  @ApiPropertyOptional({
    description: 'Sign in as this existing emulator account instead of a new one',
  })
  @IsOptional()
  @IsEmail()
  email?: string;
}
