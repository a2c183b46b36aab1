import type { VideoDto, VideoShareDto } from '@cena/contracts';
import { Copy, Download, ExternalLink, Link2, Share2, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastForError } from '../../app/errors';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/Button';
import { cn } from '../../components/cn';
import { Dialog } from '../../components/Dialog';
import { toast } from '../../components/toast-store';
import { videoFileName } from '../dashboard/video-actions';
import { useShareVideoMutation, useStopSharingMutation } from './api';
import { clipFile, isAbort, sharesFilesNatively, whatsappLink } from './share-actions';

type ShareableVideo = Pick<
  VideoDto,
  'id' | 'title' | 'prompt' | 'createdAt' | 'videoUrl' | 'share' | 'views'
>;

export interface ShareActionsProps {
  video: ShareableVideo;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}

const ACTION_LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-control border border-ink-300 bg-surface px-4 font-display text-sm font-semibold text-ink-900 hover:bg-page';

/**
 * 'Compartilhar' for a finished video. On a phone whose share sheet takes files, the MP4 itself
 * goes to the sheet (WhatsApp Status, Instagram, TikTok) with the page's link as its text, the
 * link alone when the file cannot go; on a desktop (or when the sheet refuses) a dialog offers
 * the link, 'Enviar no WhatsApp', the download and 'Parar de compartilhar'. The page is made on
 * the first share and keeps its link until the owner stops it.
 */
export function ShareActions({
  video,
  size = 'sm',
  variant = 'ghost',
  className,
}: ShareActionsProps) {
  const { t } = useTranslation('share');
  const [createShare] = useShareVideoMutation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // What this component learnt (a share made, a share stopped) until the list says it too.
  const [known, setKnown] = useState<{ from: VideoShareDto | null; page: VideoShareDto | null }>();
  const page = known && known.from === video.share ? known.page : video.share;
  const setPage = (next: VideoShareDto | null) => setKnown({ from: video.share, page: next });
  const file = useRef<File | null>(null);

  const ensurePage = async (): Promise<VideoShareDto> => {
    if (page) return page;
    const created = await createShare(video.id).unwrap();
    setPage(created);
    return created;
  };

  /** The share sheet with the clip, else with the link; false when neither went. */
  const shareNatively = async (current: VideoShareDto): Promise<boolean> => {
    const text = t('app.whatsappText', { title: video.title });
    try {
      file.current ??= await clipFile(video, current);
      const files = [file.current];
      if (navigator.canShare({ files })) {
        await navigator.share({ files, title: video.title, text: `${text} ${current.url}` });
        return true;
      }
    } catch (error) {
      if (isAbort(error)) return true;
    }
    try {
      await navigator.share({ title: video.title, text, url: current.url });
      return true;
    } catch (error) {
      return isAbort(error);
    }
  };

  const onShare = async () => {
    setBusy(true);
    try {
      const current = await ensurePage();
      if (sharesFilesNatively() && (await shareNatively(current))) return;
      setOpen(true);
    } catch (error) {
      toastForError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size={size}
        variant={variant}
        className={className}
        icon={<Share2 className="size-4" />}
        loading={busy}
        onClick={() => void onShare()}
        data-testid="share-button"
      >
        {t('app.share')}
      </Button>
      {page && sharesFilesNatively() && (
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('app.pageLink')}
          title={t('app.pageLink')}
          icon={<Link2 className="size-4" />}
          onClick={() => setOpen(true)}
        />
      )}
      {open && page && (
        <ShareDialog
          video={video}
          page={page}
          onShareFile={sharesFilesNatively() ? () => void shareNatively(page) : undefined}
          onStopped={() => {
            setPage(null);
            file.current = null;
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** 'N visualizações' of a video's public page, once it has been shared. */
export function ShareViews({
  video,
  className,
}: {
  video: Pick<VideoDto, 'share' | 'views'>;
  className?: string;
}) {
  const { t } = useTranslation('share');
  if (!video.share && !video.views) return null;
  return (
    <span className={cn('text-xs text-ink-600', className)} data-testid="share-views">
      {t('app.views', { count: video.views })}
    </span>
  );
}

function ShareDialog({
  video,
  page,
  onShareFile,
  onStopped,
  onClose,
}: {
  video: ShareableVideo;
  page: VideoShareDto;
  onShareFile?: () => void;
  onStopped: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('share');
  const [stopSharing, stopping] = useStopSharingMutation();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.url);
      toast({ title: t('app.linkCopied'), description: page.url, variant: 'success' });
    } catch {
      toast({ title: t('app.failed'), description: page.url, variant: 'destructive' });
    }
  };

  const stop = () => {
    stopSharing(video.id)
      .unwrap()
      .then(() => {
        onStopped();
        onClose();
        toast({
          title: t('app.stopped'),
          description: t('app.stoppedDescription'),
          variant: 'success',
        });
      })
      .catch((error: unknown) => toastForError(error));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('app.dialogTitle')}
      description={t('app.dialogDescription')}
      size="md"
    >
      <label className="block text-sm font-semibold text-ink-900" htmlFor={`share-${video.id}`}>
        {t('app.pageLink')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={`share-${video.id}`}
          readOnly
          value={page.url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-control border border-ink-300 bg-page px-3 text-sm text-ink-900"
          data-testid="share-url"
        />
        <Button variant="secondary" icon={<Copy className="size-4" />} onClick={() => void copy()}>
          {t('app.copyLink')}
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {onShareFile && (
          <Button variant="primary" icon={<Share2 className="size-4" />} onClick={onShareFile}>
            {t('app.share')}
          </Button>
        )}
        <a
          href={whatsappLink(t('app.whatsappText', { title: video.title }), page.url)}
          target="_blank"
          rel="noopener noreferrer"
          className={ACTION_LINK}
          data-testid="share-whatsapp"
        >
          <WhatsAppIcon />
          {t('app.whatsapp')}
        </a>
        {video.videoUrl && (
          <a href={video.videoUrl} download={videoFileName(video)} className={ACTION_LINK}>
            <Download className="size-4" aria-hidden="true" />
            {t('app.download')}
          </a>
        )}
        <a href={page.url} target="_blank" rel="noopener noreferrer" className={ACTION_LINK}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('app.openPage')}
        </a>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-ink-100 pt-4">
        <ShareViews video={{ share: page, views: video.views }} className="text-sm" />
        <Button
          variant="ghost"
          className="text-danger-strong"
          icon={<XCircle className="size-4" />}
          loading={stopping.isLoading}
          onClick={stop}
        >
          {t('app.stop')}
        </Button>
      </div>
    </Dialog>
  );
}

/** WhatsApp's mark in its green, so the action is recognised at a glance. */
function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="#1A8F4E">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.9-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3Z" />
    </svg>
  );
}
