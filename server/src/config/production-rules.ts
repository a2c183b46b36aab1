/** The values production refuses, each a rule naming its variable. */

/** What `.env.example` ships; anybody who read the repository can sign media URLs with it. */
export const DEFAULT_MEDIA_URL_SECRET = 'cena-local-media-secret-change-me';
/** 32 characters of a random secret: what an HMAC-SHA256 key should carry at least. */
export const PRODUCTION_MEDIA_SECRET_MIN_LENGTH = 32;

export interface ProductionSettings {
  PUBLIC_URL?: string;
  MEDIA_URL_SECRET: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  FIREBASE_ID_TOKEN_JWKS_URL: string;
  ENABLE_TEST_LOGIN: boolean;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}

export interface ConfigProblem {
  variable: keyof ProductionSettings;
  message: string;
}

type Rule = (settings: ProductionSettings) => ConfigProblem | null;

const RULES: readonly Rule[] = [
  ({ PUBLIC_URL }) =>
    PUBLIC_URL === undefined
      ? {
          variable: 'PUBLIC_URL',
          message: 'required in production (links in e-mails and checkout return here)',
        }
      : !PUBLIC_URL.startsWith('https://')
        ? { variable: 'PUBLIC_URL', message: 'must be an https:// URL in production' }
        : null,
  ({ MEDIA_URL_SECRET }) =>
    MEDIA_URL_SECRET === DEFAULT_MEDIA_URL_SECRET
      ? {
          variable: 'MEDIA_URL_SECRET',
          message: 'is the public default; set a random secret (openssl rand -hex 32)',
        }
      : MEDIA_URL_SECRET.length < PRODUCTION_MEDIA_SECRET_MIN_LENGTH
        ? {
            variable: 'MEDIA_URL_SECRET',
            message: `must be at least ${PRODUCTION_MEDIA_SECRET_MIN_LENGTH} characters in production`,
          }
        : null,
  ({ FIREBASE_PROJECT_ID }) =>
    FIREBASE_PROJECT_ID.startsWith('demo-')
      ? {
          variable: 'FIREBASE_PROJECT_ID',
          message: `${FIREBASE_PROJECT_ID} is an emulator-only project; set the real Firebase project`,
        }
      : null,
  ({ FIREBASE_AUTH_EMULATOR_HOST }) =>
    FIREBASE_AUTH_EMULATOR_HOST
      ? {
          variable: 'FIREBASE_AUTH_EMULATOR_HOST',
          message: 'must not be set in production (emulator tokens are unsigned)',
        }
      : null,
  ({ FIREBASE_ID_TOKEN_JWKS_URL }) =>
    FIREBASE_ID_TOKEN_JWKS_URL.startsWith('https://')
      ? null
      : {
          variable: 'FIREBASE_ID_TOKEN_JWKS_URL',
          message: 'must be an https:// URL in production',
        },
  ({ ENABLE_TEST_LOGIN }) =>
    ENABLE_TEST_LOGIN
      ? { variable: 'ENABLE_TEST_LOGIN', message: 'must be false in production' }
      : null,
  ({ STRIPE_SECRET_KEY }) =>
    STRIPE_SECRET_KEY
      ? null
      : {
          variable: 'STRIPE_SECRET_KEY',
          message: 'required in production (the sandbox checkout takes no real payment)',
        },
  ({ STRIPE_WEBHOOK_SECRET }) =>
    STRIPE_WEBHOOK_SECRET
      ? null
      : {
          variable: 'STRIPE_WEBHOOK_SECRET',
          message: 'required in production (the sandbox checkout takes no real payment)',
        },
];

/** Every unsafe production value, in a stable order, so one start names them all. */
export function productionProblems(settings: ProductionSettings): ConfigProblem[] {
  return RULES.map((rule) => rule(settings)).filter(
    (problem): problem is ConfigProblem => problem !== null,
  );
}
