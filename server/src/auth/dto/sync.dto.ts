import { LOCALES, type Locale, type SyncResponse, type TestLoginResponse } from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { UserModel } from '../../users/dto/user.model';

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

  /** The app's language when the account is created: its e-mails' language from then on. */
  @ApiPropertyOptional({ enum: LOCALES })
  @IsOptional()
  @IsIn(LOCALES)
  locale?: Locale;
}

export class TestLoginDto {
  @ApiPropertyOptional({
    description: 'Sign in as this existing emulator account instead of a new one',
  })
  @IsOptional()
  @IsEmail()
  email?: string;
}

export class SyncResponseModel implements SyncResponse {
  @ApiProperty({ type: UserModel })
  user: UserModel;

  @ApiProperty({ description: 'True when this call created the account.' })
  created: boolean;
}

export class TestLoginUserModel {
  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'integer' })
  credits: number;
}

export class TestLoginResponseModel implements TestLoginResponse {
  @ApiProperty({ description: 'A Firebase ID token of the test account.' })
  token: string;

  @ApiProperty({ type: TestLoginUserModel })
  user: TestLoginUserModel;
}
