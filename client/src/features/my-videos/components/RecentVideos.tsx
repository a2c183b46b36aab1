import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatters } from '../../../app/locale-format';
import { useListVideosQuery } from '../../dashboard/api';
import { VideoStatusBadge } from './VideoStatusBadge';
import { VideoThumb } from './VideoThumb';

const RECENT_COUNT = 4;

/** The dashboard's last few videos, each opening in my videos. */
export function RecentVideos() {
  const { t } = useTranslation(['dashboard', 'videos']);
  const { formatDate } = useFormatters();
  const { data } = useListVideosQuery(
    { pageSize: RECENT_COUNT },
    { refetchOnMountOrArgChange: true },
  );
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="recent-videos">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-videos" className="font-display text-xl font-bold text-ink-900">
          {t('home.recentTitle')}
        </h2>
        <Link
          to="/dashboard/my-videos"
          className="rounded-control px-2 py-1 text-sm font-semibold text-violet-500 hover:underline"
        >
          {t('home.seeAll')}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-600">{t('home.recentEmpty')}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((video) => (
            <li key={video.id}>
              <Link
                to={`/dashboard/my-videos?video=${video.id}`}
                className="block rounded-card bg-surface p-2 shadow-soft hover:ring-2 hover:ring-brand-500/40"
              >
                <VideoThumb video={video} />
                <p className="mt-2 line-clamp-1 text-sm font-medium wrap-anywhere text-ink-900">
                  {video.title}
                </p>
                <div className="mt-1 flex items-center justify-between gap-1">
                  <VideoStatusBadge status={video.status} />
                  <span className="text-xs text-ink-600">{formatDate(video.createdAt)}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
