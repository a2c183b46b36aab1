import type { UserDto } from '@cena/contracts';
import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserModel } from './dto/user.model';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
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

  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: UserModel })
  @ApiErrors()
  @Get()
  me(@CurrentUser() user: UserEntity): UserDto {
    return toUserDto(user);
  }

  @ApiOperation({ summary: 'Change the display name or the language' })
  @ApiOkResponse({ type: UserModel })
  @ApiErrors(...BODY_ERRORS)
  @Patch()
  async update(@CurrentUser() user: UserEntity, @Body() body: UpdateUserDto): Promise<UserDto> {
    return toUserDto(await this.users.updateProfile(user, body));
  }
}
