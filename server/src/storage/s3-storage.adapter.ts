import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Storage, type StoredObject } from './storage';
import { assertByteRange, assertStorageKey, contentTypeForKey } from './storage-key';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, ...); unset means AWS. */
  endpoint?: string;
  /**
   * Where browsers reach the store, when not at `endpoint` (a store on a private network: the
   * api talks to `http://seaweedfs:8333`, browsers to `https://media.example.com`). SigV4 signs
   * the host, so presigned URLs are signed for this one.
   */
  publicEndpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's default chain (env, profile, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** SigV4 presigned URLs live at most seven days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket; browsers fetch them through presigned GET URLs. */
export class S3Storage extends Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  /** Signs the URLs browsers fetch: the client itself unless the store has a public endpoint. */
  private readonly presigner: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    super();
    this.bucket = options.bucket;
    this.client = s3Client(options, options.endpoint);
    this.presigner = options.publicEndpoint
      ? s3Client(options, options.publicEndpoint)
      : this.client;
  }

  async put(
    key: string,
    source: { path: string } | { buffer: Buffer },
    contentType: string,
  ): Promise<void> {
    assertStorageKey(key);
    if ('buffer' in source) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: source.buffer,
          ContentLength: source.buffer.length,
          ContentType: contentType,
        }),
      );
      return;
    }
    const { size } = await stat(source.path);
    const body = createReadStream(source.path);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      body.destroy();
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    assertStorageKey(key);
    if (range) assertByteRange(range);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(response.Body instanceof Readable)) {
        throw new Error('S3 GetObject returned no Node.js stream');
      }
      return response.Body;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? contentTypeForKey(key),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(key: string, expiresAt: number, now = Date.now()): Promise<string> {
    assertStorageKey(key);
    // Signed as of seven days before the expiry (S3 accepts a past X-Amz-Date), so one expiry
    // always yields the same URL and caches hit; beyond seven days the expiry is cut short.
    const signedAt = Math.min(Math.floor(now / 1000), expiresAt - MAX_PRESIGN_SECONDS);
    return getSignedUrl(this.presigner, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: Math.min(expiresAt - signedAt, MAX_PRESIGN_SECONDS),
      signingDate: new Date(signedAt * 1000),
    });
  }

  /** Where presigned URLs point (endpoint, path or virtual-hosted style): one signed to see. */
  async mediaOrigin(): Promise<string> {
    return new URL(await this.signedUrl('csp/origin-probe', Math.floor(Date.now() / 1000) + 60))
      .origin;
  }

  /** Nest calls it at shutdown: closes the SDK's keep-alive sockets. */
  onModuleDestroy(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }
}

function s3Client(options: S3StorageOptions, endpoint: string | undefined): S3Client {
  const { accessKeyId, secretAccessKey } = options;
  return new S3Client({
    region: options.region,
    endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksum trailers on streamed uploads (aws-chunked) are still refused by several
    // S3-compatible stores; send them only when an operation requires it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
