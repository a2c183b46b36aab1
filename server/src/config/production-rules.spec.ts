import { loadConfig } from './app-config';

/** Everything production needs, each value safe. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://cena.example.com',
  MEDIA_URL_SECRET: 'f3b1c9a07d5e42c8b6a19e0d7c3f5a2b',
  FIREBASE_PROJECT_ID: 'cena-prod',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('production refuses unsafe defaults', () => {
  it('starts with every value safe', () => {
    const config = loadConfig(SAFE_PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://cena.example.com');
  });

  it.each([
    ['PUBLIC_URL', { PUBLIC_URL: undefined }, /PUBLIC_URL: required in production/],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://cena.example.com' }, /PUBLIC_URL: must be an https/],
    [
      'MEDIA_URL_SECRET',
      { MEDIA_URL_SECRET: undefined },
      /MEDIA_URL_SECRET: is the public default/,
    ],
    [
      'MEDIA_URL_SECRET',
      { MEDIA_URL_SECRET: 'sixteen-chars-ok-but-short' },
      /MEDIA_URL_SECRET: must be at least 32 characters/,
    ],
    ['FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: undefined }, /FIREBASE_PROJECT_ID: demo-cena/],
    ['FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: 'demo-shop' }, /FIREBASE_PROJECT_ID: demo-shop/],
    [
      'FIREBASE_AUTH_EMULATOR_HOST',
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /FIREBASE_AUTH_EMULATOR_HOST: must not be set/,
    ],
    ['ENABLE_TEST_LOGIN', { ENABLE_TEST_LOGIN: 'true' }, /ENABLE_TEST_LOGIN: must be false/],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: undefined }, /STRIPE_SECRET_KEY: required/],
  ])('refuses an unsafe %s', (variable, change, message) => {
    const env = { ...SAFE_PRODUCTION, ...change };
    expect(() => loadConfig(env)).toThrow(message);
    // The message names that variable and no other: the rest of the environment is safe.
    const named = [...thrownMessage(env).matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);
    expect(new Set(named)).toEqual(new Set([variable]));
  });

  it('names every unsafe value at once', () => {
    expect(thrownMessage({ NODE_ENV: 'production' }).split('\n').slice(1)).toEqual([
      '  PUBLIC_URL: required in production (links in e-mails and checkout return here)',
      '  MEDIA_URL_SECRET: is the public default; set a random secret (openssl rand -hex 32)',
      '  FIREBASE_PROJECT_ID: demo-cena is an emulator-only project; set the real Firebase project',
      '  STRIPE_SECRET_KEY: required in production (the sandbox checkout takes no real payment)',
      '  STRIPE_WEBHOOK_SECRET: required in production (the sandbox checkout takes no real payment)',
    ]);
  });

  it('lets development run on the defaults', () => {
    expect(loadConfig({}).isProduction).toBe(false);
  });
});

function thrownMessage(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to refuse');
}
