import { loadConfig } from '../config/app-config';

describe('billing configuration', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses to start production on the sandbox checkout', () => {
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY: required in production/);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required in production/,
    );
  });

  it('starts production with both Stripe secrets, and development without any', () => {
    const config = loadConfig({
      ...production,
      PUBLIC_URL: 'https://cena.example.com',
      MEDIA_URL_SECRET: 'f3b1c9a07d5e42c8b6a19e0d7c3f5a2b',
      FIREBASE_PROJECT_ID: 'cena-prod',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(config.STRIPE_SECRET_KEY).toBe('sk_live_x');
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('names STRIPE_API_URL when it is not an http(s) URL', () => {
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});
