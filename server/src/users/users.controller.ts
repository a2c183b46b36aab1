import type { UserDto } from '@cena/contracts';
import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import { UpdateUserDto } from './dto/update-user.dto';
import type { UserEntity } from './user.entity';
import { toUserDto } from './user.mapper';
import { UsersService } from './users.service';

@ApiTags('user')
@ApiBearerAuth()
@Controller('api/user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  me(@CurrentUser() user: UserEntity): UserDto {
    return toUserDto(user);
  }

  @Patch()
  async update(@CurrentUser() user: UserEntity, @Body() body: UpdateUserDto): Promise<UserDto> {
    return toUserDto(await this.users.updateProfile(user, body));
  }
}
