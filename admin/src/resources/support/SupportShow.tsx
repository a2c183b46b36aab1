import type { TicketDto } from '@cena/contracts';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Divider,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  ListButton,
  Loading,
  ShowBase,
  Title,
  TopToolbar,
  useLocaleState,
  useRefresh,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../../shared/format';
import { ReplyBox } from './ReplyBox';
import { TicketControls } from './TicketControls';
import { TicketPriorityChip, TicketStatusChip } from './TicketChips';
import { TicketThread } from './TicketThread';
import { TicketVideo } from './TicketVideo';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function TicketView() {
  const { record, isPending } = useShowContext<TicketDto>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [locale = 'pt-BR'] = useLocaleState();
  if (isPending || !record) return <Loading />;
  const saved = () => refresh();
  return (
    <>
      <Title title={translate('support.show.title', { subject: record.subject })} />
      <TopToolbar>
        <ListButton />
      </TopToolbar>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardHeader
              title={record.subject}
              subheader={
                <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                  <TicketStatusChip status={record.status} />
                  <TicketPriorityChip priority={record.priority} />
                </Stack>
              }
              slotProps={{ title: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <CardContent>
              <TicketThread messages={record.messages ?? []} />
              <Divider sx={{ my: 2 }} />
              <ReplyBox ticketId={String(record.id)} onSent={saved} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardHeader title={translate('support.show.details')} />
            <CardContent>
              <Stack spacing={2}>
                <TicketControls ticket={record} onSaved={saved} />
                <Divider />
                <Detail label={translate('resources.support.fields.userEmail')}>
                  {record.userEmail}
                </Detail>
                <Detail label={translate('resources.support.fields.createdAt')}>
                  {formatDateTime(record.createdAt, locale)}
                </Detail>
                <Detail label={translate('resources.support.fields.updatedAt')}>
                  {formatDateTime(record.updatedAt, locale)}
                </Detail>
                {record.videoId && (
                  <Detail label={translate('support.video.title')}>
                    <TicketVideo ticket={record} />
                  </Detail>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}

/** A ticket: its thread with the reply box, and the controls beside it. */
export function SupportShow() {
  return (
    <ShowBase>
      <TicketView />
    </ShowBase>
  );
}
