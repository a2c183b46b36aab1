import type { VideoDto } from '@cena/contracts';
import i18next from 'i18next';
import { toast } from '../../components/toast-store';

/** 'cena-padaria-pao-dourado-2026-11-23.mp4': the title (or prompt) without accents, and the day. */
export function videoFileName(video: Pick<VideoDto, 'title' | 'prompt' | 'createdAt'>): string {
  const base = (video.title || video.prompt)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const day = video.createdAt.slice(0, 10);
  return `cena-${base || 'video'}${/^\d{4}-\d{2}-\d{2}$/.test(day) ? `-${day}` : ''}.mp4`;
}

/** The video's link as others can open it (absolute). */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/**
 * Web Share API with the link when the browser has it; otherwise the link goes to the
 * clipboard and a toast says so. A share the user cancels is not an error.
 */
export async function shareVideo(video: Pick<VideoDto, 'title' | 'videoUrl'>): Promise<void> {
  if (!video.videoUrl) return;
  const t = i18next.getFixedT(null, 'dashboard');
  const url = absoluteUrl(video.videoUrl);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: video.title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: t('result.linkCopied'),
      description: t('result.linkCopiedDescription'),
      variant: 'success',
    });
  } catch {
    toast({ title: t('result.shareFailed'), description: url, variant: 'destructive' });
  }
}
