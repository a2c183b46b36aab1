import { Global, Module } from '@nestjs/common';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';
import { UnitOfWork } from './unit-of-work';

@Global()
@Module({
  providers: [{ provide: UnitOfWork, useClass: TypeOrmUnitOfWork }],
  exports: [UnitOfWork],
})
export class TransactionsModule {}
