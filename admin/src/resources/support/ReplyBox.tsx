import { TICKET_LIMITS, type TicketDto } from '@cena/contracts';
import LockIcon from '@mui/icons-material/Lock';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { adminRequest, apiErrorBody } from '../../shared/adminApi';

/** One text box, two ways out: a reply the customer sees (and is e-mailed), or a staff-only note. */
export function ReplyBox({
  ticketId,
  onSent,
}: {
  ticketId: string;
  onSent: (t: TicketDto) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState<'reply' | 'note' | null>(null);
  const empty = body.trim().length === 0;

  const send = async (internal: boolean) => {
    setSending(internal ? 'note' : 'reply');
    try {
      const ticket = await adminRequest<TicketDto>(`tickets/${ticketId}/messages`, {
        method: 'POST',
        body: { body, internal },
      });
      setBody('');
      notify(internal ? 'support.reply.noteAdded' : 'support.reply.sent', { type: 'success' });
      onSent(ticket);
    } catch (error) {
      notify(apiErrorBody(error)?.message ?? translate('support.reply.failed'), { type: 'error' });
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        label={translate('support.reply.label')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.messageMaxChars } }}
      />
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          color="warning"
          startIcon={<LockIcon />}
          disabled={empty || sending !== null}
          onClick={() => send(true)}
        >
          {translate('support.reply.addNote')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={empty || sending !== null}
          onClick={() => send(false)}
        >
          {translate('support.reply.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
