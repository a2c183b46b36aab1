import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Transaction, UnitOfWork } from './unit-of-work';

class TypeOrmTransaction extends Transaction {
  private readonly committedWork: (() => Promise<void> | void)[] = [];

  constructor(readonly manager: EntityManager) {
    super();
  }

  afterCommit(work: () => Promise<void> | void): void {
    this.committedWork.push(work);
  }

  /** The data is already committed: a failing follow-up is logged, never reported as a failure. */
  async committed(logger: Logger): Promise<void> {
    for (const work of this.committedWork) {
      try {
        await work();
      } catch (error) {
        logger.warn(`after-commit work failed: ${(error as Error).message}`);
      }
    }
  }
}

/** The entity manager behind a transaction handle; only repositories unwrap it. */
export function entityManagerOf(tx: Transaction): EntityManager {
  if (tx instanceof TypeOrmTransaction) return tx.manager;
  throw new Error('not a TypeORM transaction');
}

@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  private readonly logger = new Logger(TypeOrmUnitOfWork.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async run<T>(work: (tx: Transaction) => Promise<T>, outer?: Transaction): Promise<T> {
    if (outer) return work(outer);
    let tx: TypeOrmTransaction | undefined;
    const result = await this.dataSource.transaction((manager) => {
      tx = new TypeOrmTransaction(manager);
      return work(tx);
    });
    await tx?.committed(this.logger);
    return result;
  }
}
