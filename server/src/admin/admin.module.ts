import { Module } from '@nestjs/common';
import { AdminFinanceModule } from './admin-finance.module';
import { AdminAccountsModule } from './admin-accounts.module';

@Module({ imports: [AdminFinanceModule, AdminAccountsModule] })
export class AdminModule {}
