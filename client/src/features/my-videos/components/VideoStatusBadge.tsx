import type { VideoStatus } from '@cena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/Badge';

const VARIANTS: Record<VideoStatus, BadgeVariant> = {
  queued: 'warning',
  processing: 'warning',
  completed: 'success',
  failed: 'danger',
  expired: 'neutral',
};

/** processando / concluído / falhou / expirado (queued reads as processing). */
export function VideoStatusBadge({ status }: { status: VideoStatus }) {
  const { t } = useTranslation('videos');
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
