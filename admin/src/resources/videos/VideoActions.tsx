import type { AdminVideoDto } from '@cena/contracts';
import ReplayIcon from '@mui/icons-material/Replay';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button } from '@mui/material';
import {
  DeleteWithConfirmButton,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useAdminAction } from '../../shared/useAdminAction';

/** Hide / restore, approve, retry (failed only) and delete (with a confirmation). */
export function VideoActions() {
  const record = useRecordContext<AdminVideoDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const { sending: retrying, run } = useAdminAction({
    done: 'videos.actions.retried',
    failed: 'ra.notification.http_error',
  });
  if (!record) return <TopToolbar />;

  const patch = (data: { hidden?: boolean; approved?: boolean }, done: string) =>
    update(
      'videos',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done, { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
            type: 'error',
          }),
      },
    );

  const retry = () => run(`videos/${record.id}/retry`);

  const pendingApproval = record.status === 'completed' && !record.approvedAt;
  return (
    <TopToolbar>
      {record.hiddenAt ? (
        <Button
          startIcon={<VisibilityIcon />}
          disabled={isPending}
          onClick={() => patch({ hidden: false }, 'videos.actions.restored')}
        >
          {translate('videos.actions.restore')}
        </Button>
      ) : (
        <Button
          startIcon={<VisibilityOffIcon />}
          disabled={isPending}
          onClick={() => patch({ hidden: true }, 'videos.actions.hidden')}
        >
          {translate('videos.actions.hide')}
        </Button>
      )}
      {pendingApproval && (
        <Button
          startIcon={<TaskAltIcon />}
          color="success"
          disabled={isPending}
          onClick={() => patch({ approved: true }, 'videos.actions.approved')}
        >
          {translate('videos.actions.approve')}
        </Button>
      )}
      {record.status === 'failed' && (
        <Button startIcon={<ReplayIcon />} disabled={retrying} onClick={retry}>
          {translate('videos.actions.retry')}
        </Button>
      )}
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}
