import type { AppConfig } from '../config/app-config';
import { LocalStorage } from './local-storage.adapter';
import { S3Storage } from './s3-storage.adapter';
import type { Storage } from './storage';

/** The adapter STORAGE_DRIVER names (the config check already demands S3_BUCKET for s3). */
export function createStorage(config: AppConfig): Storage {
  if (config.STORAGE_DRIVER === 's3') {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage({
    root: config.STORAGE_DIR,
    secret: config.MEDIA_URL_SECRET,
  });
}
