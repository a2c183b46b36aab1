import { ALERT_KINDS, type AlertDto, type AlertSeverity } from '@cena/contracts';
import DoneIcon from '@mui/icons-material/Done';
import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ColourChip } from '../../shared/ColourChip';
import { RowActionButton } from '../../shared/RowActionButton';
import { useAdminAction } from '../../shared/useAdminAction';
import { TranslatedSelectInput } from '../../shared/filters';
import { formatDateTime } from '../../shared/format';
import { usePhoneWidth } from '../../shared/usePhoneWidth';

const SEVERITIES: readonly AlertSeverity[] = ['critical', 'warning', 'info'];
const SEVERITY_COLOUR = { info: 'info', warning: 'warning', critical: 'error' } as const;
/** An alert nobody has acknowledged yet stands out. */
const OPEN_ROW = { bgcolor: 'rgba(229, 72, 77, 0.06)' };

function SeverityField(_: { source?: string; label?: string }) {
  const record = useRecordContext<AlertDto>();
  if (!record) return null;
  return <ColourChip value={record.severity} prefix="alerts.severity" colours={SEVERITY_COLOUR} />;
}

function KindField(_: { source?: string; label?: string }) {
  const record = useRecordContext<AlertDto>();
  const translate = useTranslate();
  return record ? <span>{translate(`alerts.kind.${record.kind}`)}</span> : null;
}

/** Who acknowledged and when, or the button that does it (recorded and audit-logged). */
function AcknowledgementField(_: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<AlertDto>();
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  // Stays disabled after a success: the refreshed row shows who acknowledged instead.
  const { sending, run } = useAdminAction({
    done: 'alerts.acknowledged',
    failed: 'alerts.acknowledgeFailed',
    keepSending: true,
  });
  if (!record) return null;
  if (record.acknowledgedAt) {
    return (
      <Typography variant="body2" component="span">
        {translate('alerts.acknowledgedBy', {
          who: record.acknowledgedByEmail ?? translate('alerts.someone'),
          when: formatDateTime(record.acknowledgedAt, locale),
        })}
      </Typography>
    );
  }
  const acknowledge = () => run(`alerts/${record.id}/acknowledge`);
  return (
    <RowActionButton
      label="alerts.acknowledge"
      icon={<DoneIcon />}
      variant="outlined"
      onClick={acknowledge}
      disabled={sending}
    />
  );
}

/** `/admin/alerts`: on a phone, each alert's message, when and what, severity, acknowledgement. */
export function AlertList() {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const filters = [
    <SelectInput
      key="open"
      source="open"
      alwaysOn
      choices={[
        { id: 'true', name: translate('alerts.filter.open') },
        { id: 'false', name: translate('alerts.filter.acknowledged') },
      ]}
    />,
    <TranslatedSelectInput
      key="kind"
      source="kind"
      alwaysOn
      choices={ALERT_KINDS}
      prefix="alerts.kind"
    />,
    <TranslatedSelectInput
      key="severity"
      source="severity"
      alwaysOn
      choices={SEVERITIES}
      prefix="alerts.severity"
    />,
  ];
  const phone = usePhoneWidth();
  const openRow = (record: AlertDto) => (record.acknowledgedAt ? {} : OPEN_ROW);
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {phone ? (
        <SimpleList<AlertDto>
          rowClick={false}
          rowSx={openRow}
          primaryText={(alert) => alert.message}
          secondaryText={(alert) => (
            <>
              <Box
                component="span"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}
              >
                <SeverityField />
                {[
                  formatDateTime(alert.createdAt, locale),
                  translate(`alerts.kind.${alert.kind}`),
                ].join(' · ')}
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 1 }}>
                <AcknowledgementField />
              </Box>
            </>
          )}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} rowSx={openRow}>
          <DateField source="createdAt" showTime locales={locale} />
          <SeverityField source="severity" />
          <KindField source="kind" />
          <TextField source="message" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
          <AcknowledgementField source="acknowledgedAt" />
        </Datagrid>
      )}
    </List>
  );
}
