import { tmpdir } from 'node:os';
import { loadConfig } from '../config/app-config';
import { LocalStorage } from './local-storage.adapter';
import { S3Storage } from './s3-storage.adapter';
import { createStorage } from './storage.factory';

describe('createStorage', () => {
  it('is the local directory by default', () => {
    const storage = createStorage(loadConfig({ STORAGE_DIR: tmpdir() }));
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.driver).toBe('local');
  });

  it('is S3 with STORAGE_DRIVER=s3', () => {
    const storage = createStorage(
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' }),
    );
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.driver).toBe('s3');
    (storage as S3Storage).onModuleDestroy();
  });
});
