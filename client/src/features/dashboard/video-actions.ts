import type { VideoDto } from '@cena/contracts';

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
