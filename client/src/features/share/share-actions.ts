import type { VideoDto, VideoShareDto } from '@cena/contracts';
import { videoFileName } from '../dashboard/video-actions';

/** 'https://wa.me/?text=…': WhatsApp opens with the text and the page's link ready to send. */
export function whatsappLink(text: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
}

/**
 * The clip under its share's stable address, on this page's own origin (the same api serves
 * it), so the fetch needs no CORS whatever PUBLIC_URL says.
 */
export function shareClipPath(share: Pick<VideoShareDto, 'slug'>): string {
  return `/v/${share.slug}/video.mp4`;
}

/**
 * A phone whose share sheet takes files (Android Chrome, iOS Safari): there 'Compartilhar' hands
 * the MP4 itself to WhatsApp Status, Instagram or TikTok. A desktop gets the menu instead.
 */
export function sharesFilesNatively(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof navigator.canShare === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/** The clip as a File the share sheet can pass on (type video/mp4, named like a download). */
export async function clipFile(
  video: Pick<VideoDto, 'title' | 'prompt' | 'createdAt'>,
  share: Pick<VideoShareDto, 'slug'>,
): Promise<File> {
  const response = await fetch(shareClipPath(share));
  if (!response.ok) throw new Error(`clip ${response.status}`);
  const blob = await response.blob();
  return new File([blob], videoFileName(video), { type: 'video/mp4' });
}

export const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';
