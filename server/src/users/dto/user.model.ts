import {
  LOCALES,
  type Locale,
  PLANS,
  type Plan,
  ROLES,
  type Role,
  type UserDto,
} from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** The OpenAPI schema of UserDto (`GET /api/user` and the account inside other answers). */
export class UserModel implements UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true })
  displayName: string | null;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;

  @ApiProperty({ enum: PLANS, enumName: 'Plan' })
  plan: Plan;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: Role;

  @ApiProperty({ type: 'integer', description: 'Credit balance.' })
  credits: number;

  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
}
