import type { TicketMessageDto } from '@cena/contracts';
import LockIcon from '@mui/icons-material/Lock';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../shared/format';

/** Brand colours (BRAND.md): coral for the team's replies, warning amber for internal notes. */
const LOOK = {
  customer: { bg: '#F7F5FB', border: '#E4E0EE', align: 'flex-start' },
  agent: { bg: '#FFF1EC', border: '#FFB9A6', align: 'flex-end' },
  internal: { bg: '#FEF6E6', border: '#F5A524', align: 'stretch' },
} as const;

function kindOf(message: TicketMessageDto): keyof typeof LOOK {
  if (message.internal) return 'internal';
  return message.author;
}

function Message({ message }: { message: TicketMessageDto }) {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const kind = kindOf(message);
  const look = LOOK[kind];
  const who =
    kind === 'customer'
      ? translate('support.thread.customer')
      : message.authorName
        ? `${message.authorName} · ${translate('support.thread.team')}`
        : translate('support.thread.team');
  return (
    <Box
      component="article"
      data-kind={kind}
      aria-label={kind === 'internal' ? translate('support.thread.internalNote') : undefined}
      sx={{
        alignSelf: look.align,
        maxWidth: kind === 'internal' ? '100%' : '85%',
        bgcolor: look.bg,
        border: `1px ${kind === 'internal' ? 'dashed' : 'solid'} ${look.border}`,
        borderRadius: '12px',
        px: 2,
        py: 1.5,
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {kind === 'internal' && (
          <Chip
            icon={<LockIcon />}
            size="small"
            color="warning"
            label={translate('support.thread.internalNote')}
          />
        )}
        <Typography variant="subtitle2" component="span">
          {who}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span">
          {formatDateTime(message.createdAt, locale)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      {kind === 'internal' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('support.thread.internalHint')}
        </Typography>
      )}
    </Box>
  );
}

/** The conversation, oldest first: customer on the left, the team on the right, notes across. */
export function TicketThread({ messages }: { messages: TicketMessageDto[] }) {
  const translate = useTranslate();
  if (messages.length === 0) {
    return <Typography color="text.secondary">{translate('support.thread.empty')}</Typography>;
  }
  const ordered = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Stack spacing={1.5} aria-label={translate('support.thread.title')} role="list">
      {ordered.map((message) => (
        <Box key={message.id} role="listitem" sx={{ display: 'flex', flexDirection: 'column' }}>
          <Message message={message} />
        </Box>
      ))}
    </Stack>
  );
}
