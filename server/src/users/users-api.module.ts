import { Module } from '@nestjs/common';
import { UsersController } from './users.controller';

/** The /api/user routes; only the api imports it, never the worker. */
@Module({ controllers: [UsersController] })
export class UsersApiModule {}
