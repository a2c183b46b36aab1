import { LIMITS, type VideoDto } from '@cena/contracts';
import { Download, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { toastForError } from '../../../app/errors';
import { useFormatters } from '../../../app/locale-format';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../components/toast-store';
import {
  type VideoStatusFilter,
  useDeleteVideoMutation,
  useGetVideoQuery,
  useListVideosQuery,
} from '../../dashboard/api';
import { AppHeader } from '../../dashboard/components/AppHeader';
import { LINK_BUTTON } from '../../dashboard/components/link-styles';
import { videoShape } from '../../dashboard/components/VideoResult';
import { videoFileName } from '../../dashboard/video-actions';
import { formatKey, VideoCard } from '../components/VideoCard';
import { ShareActions, ShareViews } from '../../share/ShareActions';

const PAGE_SIZE = LIMITS.myVideosPageSize;
const SEARCH_DELAY_MS = 300;
const FILTERS: VideoStatusFilter[] = ['all', 'completed', 'processing', 'failed'];

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** `/dashboard/my-videos`: the user's videos with search, status filters and pages. */
export function MyVideosPage() {
  const { t } = useTranslation('videos');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<VideoStatusFilter>('all');
  const [page, setPage] = useState(1);
  const q = useDebounced(search, SEARCH_DELAY_MS);
  const [deleting, setDeleting] = useState<VideoDto | null>(null);
  const [remove, removeState] = useDeleteVideoMutation();
  const playerId = params.get('video');

  const list = useListVideosQuery(
    { status: filter, q, page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const filtered = filter !== 'all' || q.trim() !== '';

  const openPlayer = (video: VideoDto) => setParams({ video: video.id });
  const closePlayer = () => setParams({});

  const confirmDelete = () => {
    if (!deleting) return;
    remove(deleting.id)
      .unwrap()
      .then(() => {
        toast({ title: t('deleteDialog.done'), variant: 'success' });
        setDeleting(null);
      })
      .catch((error: unknown) => toastForError(error));
  };

  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
              {t('title')}
            </h1>
            <p className="mt-1 text-ink-600">{t('subtitle')}</p>
          </div>
          <Link to="/dashboard" className={cn(LINK_BUTTON.base, LINK_BUTTON.primary)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('create')}
          </Link>
        </div>

        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <div className="relative md:w-80">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-600"
              aria-hidden="true"
            />
            <input
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              aria-label={t('search')}
              placeholder={t('search')}
              maxLength={200}
              className="h-11 w-full rounded-control border border-ink-300 bg-surface pr-3 pl-9 text-base text-ink-900 placeholder:text-ink-600 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            />
          </div>
          <div role="group" aria-label={t('filters.label')} className="flex flex-wrap gap-1.5">
            {FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => {
                  setFilter(value);
                  setPage(1);
                }}
                className={cn(
                  'min-h-9 rounded-full border px-3.5 py-1.5 text-sm font-semibold',
                  filter === value
                    ? 'border-ink-900 bg-ink-900 text-white'
                    : 'border-ink-300 bg-surface text-ink-900 hover:bg-page',
                )}
              >
                {t(`filters.${value}`)}
              </button>
            ))}
          </div>
        </div>

        {list.isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" className="text-brand-500" label={t('title')} />
          </div>
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-ink-900">{t('loadError')}</p>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : list.data && list.data.items.length > 0 ? (
          <>
            <p className="text-sm text-ink-600" aria-live="polite">
              {t('count', { count: list.data.total })}
            </p>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.items.map((video) => (
                <li key={video.id} className="flex">
                  <VideoCard video={video} onWatch={openPlayer} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="flex items-center justify-center gap-3" aria-label={t('title')}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                >
                  {t('previous')}
                </Button>
                <span className="text-sm text-ink-600">{t('page', { page, pages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('next')}
                </Button>
              </nav>
            )}
          </>
        ) : (
          <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-4 py-14 text-center shadow-soft">
            <p className="text-lg text-ink-900">{filtered ? t('emptySearch') : t('empty')}</p>
            {!filtered && (
              <Link to="/dashboard" className={cn(LINK_BUTTON.base, LINK_BUTTON.primary)}>
                <Plus className="size-4" aria-hidden="true" />
                {t('createFirst')}
              </Link>
            )}
          </div>
        )}
      </main>

      {playerId && <PlayerDialog id={playerId} onClose={closePlayer} />}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteDialog.title')}
        description={t('deleteDialog.description', { title: deleting?.title ?? '' })}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('deleteDialog.cancel')}
            </Button>
            <Button variant="danger" loading={removeState.isLoading} onClick={confirmDelete}>
              {t('deleteDialog.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}

/**
 * The player for `?video=<id>`: the server answers only for the caller's own videos, so another
 * user's id reads 'Vídeo não encontrado.'
 */
function PlayerDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('videos');
  const { data: video, isError, isLoading } = useGetVideoQuery(id);
  const { formatDateTime } = useFormatters();
  const title = video?.title ?? t('title');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={video && !isError ? title : t('notFound')}
      hideTitle={!!video && !isError}
      size="xl"
    >
      {isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" className="text-brand-500" />
        </div>
      ) : isError || !video?.videoUrl ? (
        <p role="alert" className="text-ink-900">
          {t('notFound')}
        </p>
      ) : (
        <div>
          <video
            src={video.videoUrl}
            poster={video.thumbnailUrl ?? undefined}
            controls
            autoPlay
            muted
            playsInline
            aria-label={t('player', { title: video.title })}
            className={cn('rounded-control bg-ink-900', videoShape(video.aspectRatio))}
            data-testid="player-video"
          />
          <p className="mt-3 font-display font-semibold wrap-anywhere text-ink-900">
            {video.title}
          </p>
          <p className="mt-0.5 text-xs text-ink-600" data-testid="player-facts">
            {formatDateTime(video.createdAt)} · {t(formatKey(video.aspectRatio))}
          </p>
          <p className="mt-1 text-sm wrap-anywhere text-ink-600">{video.prompt}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <a
              href={video.videoUrl}
              download={videoFileName(video)}
              className={cn(LINK_BUTTON.base, LINK_BUTTON.primary)}
              data-testid="player-download"
            >
              <Download className="size-4" aria-hidden="true" />
              {t('actions.download')}
            </a>
            <ShareActions video={video} variant="secondary" size="md" />
            <ShareViews video={video} className="text-sm" />
          </div>
        </div>
      )}
    </Dialog>
  );
}
