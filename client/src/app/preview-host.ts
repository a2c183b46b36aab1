/**
 * Development-preview hosts (spec §7 adds `x-production-bypass: true` there when a token
 * exists): local development, and deployments whose first host label names a preview or dev
 * build (`preview.cena.app`, `pr-42-preview.cena.app`, `dev.cena.app`).
 */
export function isDevelopmentPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') return true;
  const firstLabel = host.split('.')[0] ?? '';
  return /(^|-)(preview|dev)(-|$)/.test(firstLabel);
}
