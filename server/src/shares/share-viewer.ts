import { createHmac } from 'node:crypto';
import { localDay } from '../common/business-calendar';

/**
 * Link-preview fetchers, search engines and scripted clients: they read the page, no one watches
 * it. WhatsApp, Facebook, X, Telegram, LinkedIn, Slack, Discord, Skype and the like name
 * themselves in the User-Agent.
 */
const NOT_A_VIEWER =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|telegram|linkedin|slack|discord|skypeuripreview|pinterest|vkshare|embedly|preview|headless|lighthouse|curl\/|wget\/|python-|go-http-client|node-fetch|undici|axios|okhttp|java\/|libwww|httpclient/i;

/** Whether a GET with this User-Agent is a person's view (a missing one is not). */
export function isPersonViewing(userAgent: string | undefined): boolean {
  return !!userAgent && userAgent.trim() !== '' && !NOT_A_VIEWER.test(userAgent);
}

/**
 * Who viewed, for one day: a keyed hash of the address, the browser and the day (Brazil's day).
 * No address is stored, and tomorrow's hash of the same viewer is unrelated to today's.
 */
export function viewerOf(
  secret: string,
  request: { ip: string; userAgent: string },
  now: Date,
): { day: string; viewer: string } {
  const day = localDay(now);
  const viewer = createHmac('sha256', secret)
    .update(`${day}\n${request.ip}\n${request.userAgent}`)
    .digest('base64url');
  return { day, viewer };
}
