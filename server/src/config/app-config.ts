import { accessSync, constants, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MEDIA_URL_SECRET, productionProblems } from './production-rules';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const port = z.coerce.number().int().min(1).max(65535);

/** A file this process may execute: a wrong path fails at boot, not at the first render. */
const executableFile = optionalText.superRefine((path, ctx) => {
  if (path !== undefined && !isExecutableFile(path)) {
    ctx.addIssue({ code: 'custom', message: `${path} is not an executable file` });
  }
});

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Google's public keys for Firebase ID tokens, as a JWKS. */
const FIREBASE_ID_TOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Every environment variable Cena reads; `.env.example` lists the same names with their defaults. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/cena'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(1500),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]{1,40}$/, 'letters, digits, _ and - only')
    .default('cena'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-cena'),
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  /** Where ID token signatures are checked (not with the emulator); only a test points it elsewhere. */
  FIREBASE_ID_TOKEN_JWKS_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default(FIREBASE_ID_TOKEN_JWKS_URL),
  ),
  FIREBASE_WEB_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_SERVICE_ACCOUNT: optionalText,
  /**
   * How long a Firebase account's state (disabled, signed out everywhere) is reused per uid before
   * it is looked up again; Cena's own disable is read on every request whatever this is.
   */
  FIREBASE_ACCOUNT_CHECK_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ENABLE_TEST_LOGIN: bool.default(false),
  /** The api applies pending migrations at start; unset: yes outside production. */
  MIGRATE_ON_BOOT: bool.optional(),
  SEED_SAMPLE_VIDEOS: bool.default(true),
  CLIENT_DIST: z.string().default(resolve(REPO_ROOT, 'client', 'dist')),
  ADMIN_DIST: z.string().default(resolve(REPO_ROOT, 'admin', 'dist')),
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  WORKER_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  RECONCILE_QUEUED_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  RECONCILE_PROCESSING_STALE_MS: z.coerce.number().int().min(1000).default(180_000),
  /** How often the worker runs the alert check (server/src/alerts). */
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  WORKER_HEARTBEAT_FILE: optionalText,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(cpus().length),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().default(resolve(REPO_ROOT, '.data', 'media')),
  MEDIA_URL_SECRET: z.string().min(16).default(DEFAULT_MEDIA_URL_SECRET),
  MEDIA_URL_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(6 * 3600),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText,
  /** Where browsers reach the store when it differs from S3_ENDPOINT (presigned URLs use it). */
  S3_PUBLIC_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** System ffmpeg / ffprobe; unset, the binaries of the npm installer packages are used. */
  FFMPEG_PATH: executableFile,
  FFPROBE_PATH: executableFile,
  VIDEO_PROVIDER: z.enum(['local', 'veo']).optional(),
  GEMINI_API_KEY: optionalText,
  GEMINI_BASE_URL: optionalText,
  VEO_MODEL: z.string().default('veo-3.0-fast-generate-001'),
  VEO_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(10_000),
  VEO_TIMEOUT_MS: z.coerce.number().int().min(1000).default(600_000),
  PROMPT_PROVIDER: z.enum(['local', 'openai']).optional(),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  PROMPT_MODEL: z.string().default('gpt-4o-mini'),
  PROMPT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  GENERATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  SMTP_URL: optionalText,
  /** Unset: the embedded sandbox checkout. Production requires both Stripe secrets. */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API origin (a local test server); Stripe's own when unset. */
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MAIL_FROM: z.string().default('Cena <ola@cena.app>'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  publicUrl: string;
  isProduction: boolean;
  usesAuthEmulator: boolean;
  migrateOnBoot: boolean;
}

export class ConfigError extends Error {}

/** Parses and checks the environment once; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const usesAuthEmulator = Boolean(e.FIREBASE_AUTH_EMULATOR_HOST);
  const problems = isProduction ? productionProblems(e) : [];
  if (e.ENABLE_TEST_LOGIN && !usesAuthEmulator) {
    problems.push({
      variable: 'ENABLE_TEST_LOGIN',
      message: 'needs FIREBASE_AUTH_EMULATOR_HOST (test users live in the Auth Emulator)',
    });
  }
  if (problems.length > 0) {
    const lines = problems.map((p) => `  ${p.variable}: ${p.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid environment:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  return {
    ...e,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isProduction,
    usesAuthEmulator,
    migrateOnBoot: e.MIGRATE_ON_BOOT ?? !isProduction,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
