import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Storage } from './storage';
import { createStorage } from './storage.factory';

/** The object-storage port, bound to the adapter STORAGE_DRIVER names. */
@Global()
@Module({
  providers: [
    {
      provide: Storage,
      useFactory: (config: AppConfig) => createStorage(config),
      inject: [APP_CONFIG],
    },
  ],
  exports: [Storage],
})
export class StorageModule {}
