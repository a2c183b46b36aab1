import type { PromptSessionDto } from '@cena/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  type Identifier,
  NumberField,
  SimpleList,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../fields/DateTimeField';
import { EmbeddedList } from '../../shared/EmbeddedList';
import { categoryLabel, engineLabel } from '../../shared/codeLabels';
import { usePhoneWidth } from '../../shared/usePhoneWidth';

/** A session's proposals, the one the customer picked marked, and the prompts that followed. */
function SessionDetail() {
  const record = useRecordContext<PromptSessionDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1.5} sx={{ py: 1, color: 'text.primary' }}>
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

/**
 * On a phone: the customer's request, who asked, when and in which category; a tap opens the
 * session's proposals under it (and closes them).
 */
function SessionSimpleList() {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<Identifier | null>(null);
  return (
    <SimpleList<PromptSessionDto>
      rowClick={(id) => {
        setOpenId((current) => (current === id ? null : id));
        return false;
      }}
      primaryText={(session) => session.originalPrompt}
      // A Typography of its own: ListItemText would wrap anything else in a <p>, which cannot
      // hold the proposals' blocks.
      secondaryText={(session) => (
        <Typography component="div" variant="body2" color="text.secondary">
          <span>
            {`${session.userEmail} · `}
            <DateTimeField source="createdAt" />
            {` · ${categoryLabel(translate, session.category)}`}
          </span>
          {openId === session.id && (
            // Reading or selecting a proposal leaves it open; the row's first lines close it.
            <Box onClick={(event) => event.stopPropagation()} sx={{ cursor: 'auto' }}>
              <SessionDetail />
            </Box>
          )}
        </Typography>
      )}
      tertiaryText={(session) => (
        <ExpandMoreIcon
          fontSize="small"
          sx={{
            verticalAlign: 'middle',
            color: 'text.secondary',
            transform: openId === session.id ? 'rotate(180deg)' : 'none',
          }}
        />
      )}
    />
  );
}

/** The refinement assistant's sessions, newest first; a row opens its proposals. */
export function PromptSessionList() {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const phone = usePhoneWidth();
  return (
    <EmbeddedList
      resource="prompt-sessions"
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
    >
      {phone ? (
        <SessionSimpleList />
      ) : (
        <Datagrid
          bulkActionButtons={false}
          rowClick="expand"
          expand={
            // The row spans the whole table, which in a narrow window scrolls sideways in its
            // box: the detail stays at the box's left instead of running off with the table.
            <Box sx={{ position: 'sticky', left: 0 }}>
              <SessionDetail />
            </Box>
          }
        >
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
      )}
    </EmbeddedList>
  );
}
