import type { PromptSessionDto } from '@cena/contracts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EmbeddedList } from '../../shared/EmbeddedList';
import { categoryLabel, engineLabel } from '../../shared/codeLabels';

/** A session's proposals, the one the customer picked marked, and the prompts that followed. */
function SessionDetail() {
  const record = useRecordContext<PromptSessionDto>();
  const translate = useTranslate();
  if (!record) return null;
  // The row spans the whole table, which on a phone scrolls sideways in its box: the detail
  // stays at the box's left and within the screen's width instead of running off with it.
  return (
    <Stack
      spacing={1.5}
      sx={{
        py: 1,
        position: 'sticky',
        left: 0,
        maxWidth: { xs: 'calc(100vw - 96px)', sm: 'none' },
      }}
    >
      {record.proposalTexts.map((text, index) => (
        <Box
          key={index}
          sx={{
            p: 1.5,
            borderRadius: '10px',
            border: '1px solid',
            borderColor: index === record.selectedIndex ? 'success.main' : 'divider',
          }}
        >
          <Stack direction="row" spacing={1} sx={{ mb: 0.5, alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {translate('ai.sessions.proposal', { n: index + 1 })}
            </Typography>
            {index === record.selectedIndex && (
              <Chip size="small" color="success" label={translate('ai.sessions.chosen')} />
            )}
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {text || '—'}
          </Typography>
        </Box>
      ))}
      {record.finalPrompt && (
        <div>
          <Typography variant="caption" color="text.secondary">
            {translate('ai.sessions.finalPrompt')}
          </Typography>
          <Typography variant="body2">{record.finalPrompt}</Typography>
        </div>
      )}
      {record.englishPrompt && (
        <div>
          <Typography variant="caption" color="text.secondary">
            {translate('ai.sessions.englishPrompt')}
          </Typography>
          <Typography variant="body2" lang="en">
            {record.englishPrompt}
          </Typography>
        </div>
      )}
    </Stack>
  );
}

/** The refinement assistant's sessions, newest first; a row opens its proposals. */
export function PromptSessionList() {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  return (
    <EmbeddedList
      resource="prompt-sessions"
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<SessionDetail />}>
        <DateField source="createdAt" showTime locales={locale} sx={{ whiteSpace: 'nowrap' }} />
        <TextField source="userEmail" sortable={false} />
        <TextField
          source="originalPrompt"
          sortable={false}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            maxWidth: 420,
          }}
        />
        <FunctionField<PromptSessionDto>
          source="category"
          sortable={false}
          render={(session) => categoryLabel(translate, session.category)}
        />
        <NumberField source="proposals" sortable={false} />
        <FunctionField<PromptSessionDto>
          source="engine"
          sortable={false}
          render={(session) => engineLabel(translate, session.engine)}
          sx={{ whiteSpace: 'nowrap' }}
        />
      </Datagrid>
    </EmbeddedList>
  );
}
