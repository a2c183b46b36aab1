import type { AdminUserDto, UserDto } from '@cena/contracts';
import type { UserEntity } from './user.entity';

export function toUserDto(user: UserEntity): UserDto {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoUrl,
    plan: user.plan,
    role: user.role,
    credits: user.creditBalance,
    locale: user.locale,
  };
}

/** The back office's view of a user: the public fields plus account state. */
export function toAdminUserDto(user: UserEntity, videoCount?: number): AdminUserDto {
  return {
    ...toUserDto(user),
    createdAt: user.createdAt.toISOString(),
    disabledAt: user.disabledAt?.toISOString() ?? null,
    ...(videoCount === undefined ? {} : { videoCount }),
  };
}
