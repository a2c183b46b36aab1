import { Copy, Eye, Lightbulb, Pause, Play, Sparkles, User } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { toast } from '../../../components/toast-store';
import { useFormatters } from '../../../app/locale-format';

/** Spec §3 "Preview video": title, author, views, tags, prompt (plus the media to play). */
export interface PreviewVideo {
  title: string;
  author: string;
  views: number;
  tags: string[];
  prompt: string;
  videoUrl: string;
  thumbnailUrl?: string;
}

export interface VideoPreviewDialogProps {
  video: PreviewVideo | null;
  onOpenChange: (open: boolean) => void;
  /** 'Usar este modelo': hands the prompt to the generator. */
  onUseTemplate: (prompt: string) => void;
}

/** The preview dialog of spec §2. Loaded only when a preview is opened. */
export default function VideoPreviewDialog({
  video,
  onOpenChange,
  onUseTemplate,
}: VideoPreviewDialogProps) {
  const { t } = useTranslation('gallery');
  const { formatNumber } = useFormatters();
  const player = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  if (!video) return null;

  const toggle = () => {
    const el = player.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(video.prompt);
      toast({ title: t('preview.copied'), variant: 'success' });
    } catch {
      toast({ title: t('preview.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange} title={video.title} size="lg">
      <div className="relative overflow-hidden rounded-control bg-ink-900">
        <video
          ref={player}
          src={video.videoUrl}
          poster={video.thumbnailUrl}
          loop
          playsInline
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onClick={toggle}
          className="aspect-video w-full cursor-pointer object-cover"
        />
        <button
          type="button"
          onClick={toggle}
          aria-pressed={playing}
          aria-label={playing ? t('preview.pause') : t('preview.play')}
          className="absolute bottom-3 left-3 inline-flex items-center gap-2 rounded-full bg-ink-900/80 px-3 py-1.5 text-sm font-semibold text-white hover:bg-ink-900"
        >
          {playing ? (
            <Pause className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
          <span aria-live="polite">{playing ? t('preview.playing') : t('preview.play')}</span>
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
        <span className="inline-flex items-center gap-1.5">
          <User className="size-4" aria-hidden="true" />
          {t('preview.author', { author: video.author })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Eye className="size-4" aria-hidden="true" />
          {t('preview.views', { count: video.views, formatted: formatNumber(video.views) })}
        </span>
      </div>
      {video.tags.length > 0 && (
        <ul aria-label={t('preview.tags')} className="mt-3 flex flex-wrap gap-1.5">
          {video.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="brand">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-display text-sm font-semibold text-ink-900">
        {t('preview.prompt')}
      </h3>
      <p className="mt-1 rounded-control bg-page p-3 text-sm leading-normal text-ink-900">
        {video.prompt}
      </p>
      <p className="mt-3 flex items-start gap-2 text-sm text-ink-600">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        {t('preview.tip')}
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" icon={<Copy className="size-4" />} onClick={() => void copy()}>
          {t('preview.copy')}
        </Button>
        <Button
          icon={<Sparkles className="size-4" />}
          onClick={() => {
            onUseTemplate(video.prompt);
            onOpenChange(false);
            toast({
              title: t('preview.used'),
              description: t('preview.usedDescription'),
              variant: 'success',
            });
          }}
        >
          {t('preview.use')}
        </Button>
      </div>
    </Dialog>
  );
}
