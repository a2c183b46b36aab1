import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { verifyMediaSignature } from './media-signature';
import { openObject, type ObjectResponse } from './object-response';
import { Storage } from './storage';
import { isValidStorageKey } from './storage-key';

export type MediaResponse = ObjectResponse;

export interface MediaRequest {
  key: string;
  exp: unknown;
  sig: unknown;
  range?: string;
  /** HEAD: headers only, no bytes read. */
  headOnly: boolean;
}

/** Checks a `/media` URL's signature and opens the (range of the) object it names. */
@Injectable()
export class MediaService {
  constructor(
    private readonly storage: Storage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async open(request: MediaRequest, now = Date.now()): Promise<MediaResponse> {
    const nowSeconds = Math.floor(now / 1000);
    const { key, exp, sig } = request;
    if (!verifyMediaSignature(this.config.MEDIA_URL_SECRET, key, exp, sig, nowSeconds)) {
      throw new DomainError('forbidden');
    }
    if (!isValidStorageKey(key)) throw new DomainError('not_found');
    const response = await openObject(this.storage, key, {
      range: request.range,
      headOnly: request.headOnly,
      // Keys are immutable, so the copy is good for as long as the URL is.
      cacheControl: `private, max-age=${Number(exp) - nowSeconds}`,
    });
    if (!response) throw new DomainError('not_found');
    return response;
  }
}
