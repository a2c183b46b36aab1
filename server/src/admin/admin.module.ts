import { Module } from '@nestjs/common';
import { AdminFinanceModule } from './admin-finance.module';
import { AdminUsersController } from './admin-users.controller';

@Module({ imports: [AdminFinanceModule], controllers: [AdminUsersController] })
export class AdminModule {}
