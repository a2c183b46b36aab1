import express from 'express';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * Keeps the webhook's body as the exact bytes Stripe signed. Registered before Nest's own JSON
 * parser, which then skips the request (body-parser leaves an already-read body alone).
 */
export function webhookRawBody(http: express.Express): void {
  http.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }));
}
