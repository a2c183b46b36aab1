import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { parseByteRange } from './byte-range';
import { verifyMediaSignature } from './media-signature';
import { Storage } from './storage';
import { isValidStorageKey } from './storage-key';

export type MediaResponse =
  | { status: 200 | 206; headers: Record<string, string>; body: Readable | null }
  | { status: 416; headers: Record<string, string> };

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
    const object = await this.storage.stat(key);
    if (!object) throw new DomainError('not_found');

    const range = parseByteRange(request.range, object.size);
    if (range.kind === 'unsatisfiable') {
      // The error body is the usual JSON, so no media headers beyond what RFC 9110 asks for.
      return {
        status: 416,
        headers: { 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${object.size}` },
      };
    }
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      'Accept-Ranges': 'bytes',
      // Keys are immutable, so the copy is good for as long as the URL is.
      'Cache-Control': `private, max-age=${Number(exp) - nowSeconds}`,
    };
    if (range.kind === 'whole') {
      headers['Content-Length'] = String(object.size);
      const body = request.headOnly ? null : await this.storage.read(key);
      if (!request.headOnly && !body) throw new DomainError('not_found');
      return { status: 200, headers, body };
    }
    headers['Content-Length'] = String(range.end - range.start + 1);
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${object.size}`;
    const body = request.headOnly
      ? null
      : await this.storage.read(key, { start: range.start, end: range.end });
    if (!request.headOnly && !body) throw new DomainError('not_found');
    return { status: 206, headers, body };
  }
}
