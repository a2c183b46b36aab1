import { createHmac, timingSafeEqual } from 'node:crypto';

const PORTAL_TTL_S = 3600;

/**
 * The sandbox's pages are opened by the browser without the Firebase token, so their URLs carry
 * an HMAC that binds the page to the user who asked for it: a session id alone, or a token made
 * for another user, opens nothing. The links are relative: the page opens on whatever address
 * the customer reached Cena at (a phone on the LAN, a second host name).
 */
export class SandboxLinks {
  constructor(private readonly secret: string) {}

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(`cena-sandbox:${text}`).digest('base64url');
  }

  private static same(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  checkoutToken(sessionId: string, userId: string): string {
    return this.sign(`checkout:${sessionId}:${userId}`);
  }

  checkoutUrl(sessionId: string, userId: string): string {
    return `/api/sandbox/checkout/${encodeURIComponent(sessionId)}?t=${this.checkoutToken(sessionId, userId)}`;
  }

  isCheckoutToken(token: string | undefined, sessionId: string, userId: string): boolean {
    return (
      typeof token === 'string' && SandboxLinks.same(token, this.checkoutToken(sessionId, userId))
    );
  }

  portalToken(userId: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + PORTAL_TTL_S;
    return `${userId}.${expires}.${this.sign(`portal:${userId}:${expires}`)}`;
  }

  portalUrl(userId: string): string {
    return `/api/sandbox/portal?t=${this.portalToken(userId)}`;
  }

  /** The user a portal token was made for; null when forged or expired. */
  portalUser(token: string | undefined, now = Date.now()): string | null {
    const [userId, expires, sig] = (token ?? '').split('.');
    if (!userId || !expires || !sig) return null;
    if (Number(expires) * 1000 < now) return null;
    return SandboxLinks.same(sig, this.sign(`portal:${userId}:${expires}`)) ? userId : null;
  }
}
