import { GALLERY_MODERATION, SETTING_BOUNDS, type SettingDto } from '@cena/contracts';
import { Alert, Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  Form,
  Loading,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  required,
  SaveButton,
  Title,
  Toolbar,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { adminRequest, apiErrorBody } from '../../shared/adminApi';
import { PriceInput } from './PriceInput';
import { changedKeys, formValuesOf, readPath } from './settingsForm';

/** Whole numbers only: every setting here counts credits, videos, days or cents. */
const integer: Validator = (value: unknown) =>
  value == null || Number.isInteger(value) ? undefined : 'settings.errors.integer';

const range = (min: number, max: number) => [required(), integer, minValue(min), maxValue(max)];

/** The alert check's thresholds and the bounds the server accepts for each. */
const ALERT_COUNT_MAX = SETTING_BOUNDS.alertCountMax;
const ALERT_THRESHOLDS = [
  ['alerts.failureRatePercent', 1, 100],
  ['alerts.failureRateMinSample', 1, ALERT_COUNT_MAX],
  ['alerts.queueWaitingMax', 1, ALERT_COUNT_MAX],
  ['alerts.queueOldestWaitingMinutes', 1, SETTING_BOUNDS.processingDeadlineMinutesMax],
  ['alerts.webhookFailuresMin', 1, ALERT_COUNT_MAX],
  ['alerts.providerErrorsMin', 1, ALERT_COUNT_MAX],
  ['alerts.paymentFailuresMin', 1, ALERT_COUNT_MAX],
] as const;
const CATALOGUE_CREDITS_MAX = SETTING_BOUNDS.catalogueCreditsMax;

function Count({ source, min, max }: { source: string; min: number; max: number }) {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const number = (n: number) => n.toLocaleString(locale);
  return (
    <NumberInput
      source={source}
      label={`settings.fields.${source}`}
      validate={range(min, max)}
      step={1}
      min={min}
      max={max}
      helperText={translate('settings.range', { min: number(min), max: number(max) })}
      fullWidth
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate(title)} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function CatalogueSection({ catalogue }: { catalogue: CatalogueValue }) {
  const translate = useTranslate();
  return (
    <Section title="settings.sections.catalogue">
      <Grid container spacing={2}>
        {catalogue.subscriptions.map((offer, i) => (
          <Grid key={offer.productKey} size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {translate(`settings.catalogue.${offer.productKey}`)}
            </Typography>
            <PriceInput source={`billing.catalogue.subscriptions.${i}.priceCents`} />
            <NumberInput
              source={`billing.catalogue.subscriptions.${i}.monthlyCredits`}
              label="settings.catalogue.monthlyCredits"
              validate={range(0, CATALOGUE_CREDITS_MAX)}
              step={1}
              fullWidth
            />
          </Grid>
        ))}
        {catalogue.packages.map((pack, i) => (
          <Grid key={pack.productKey} size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {/* The pack's credits as saved: its key only names it. */}
              {translate('settings.catalogue.package', { credits: pack.credits })}
            </Typography>
            <PriceInput source={`billing.catalogue.packages.${i}.priceCents`} />
            <NumberInput
              source={`billing.catalogue.packages.${i}.credits`}
              label="settings.catalogue.credits"
              validate={range(1, CATALOGUE_CREDITS_MAX)}
              step={1}
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

interface CatalogueValue {
  subscriptions: { productKey: string }[];
  packages: { productKey: string; credits: number }[];
}

/**
 * `/admin/settings`: every product number in one validated form. Only changed keys are sent
 * (`PUT /api/admin/settings/:key`); the server's 400 names the field, shown under that input.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error, refetch } = useGetList<SettingDto>('settings', {
    pagination: { page: 1, perPage: 100 },
  });
  const [serverErrors, setServerErrors] = useState<{ messages: string[]; saved: number }>({
    messages: [],
    saved: 0,
  });
  const [generation, setGeneration] = useState(0);

  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{translate('settings.loadFailed')}</Alert>;
  const catalogue = data.find((s) => s.id === 'billing.catalogue')?.value as CatalogueValue;

  const submit = async (values: Record<string, unknown>) => {
    const keys = changedKeys(data, values);
    const fieldErrors: Record<string, string> = {};
    const messages: string[] = [];
    let saved = 0;
    for (const key of keys) {
      try {
        await adminRequest(`settings/${encodeURIComponent(key)}`, {
          method: 'PUT',
          body: { value: readPath(values, key) },
        });
        saved += 1;
      } catch (failure) {
        const body = apiErrorBody(failure);
        messages.push(body?.message ?? translate('settings.saveFailed'));
        for (const field of body?.fields ?? [key]) {
          fieldErrors[field] = translate('settings.errors.refused');
        }
      }
    }
    setServerErrors({ messages, saved });
    if (saved > 0) {
      await refetch();
      if (messages.length === 0) {
        notify('settings.saved', { type: 'success', messageArgs: { smart_count: saved } });
        setGeneration((g) => g + 1);
      }
    }
    return messages.length ? fieldErrors : undefined;
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 3 }}>
      <Title title={translate('settings.title')} />
      <Form
        key={generation}
        defaultValues={formValuesOf(data)}
        onSubmit={submit}
        mode="onBlur"
        noValidate
      >
        <Stack spacing={2}>
          {serverErrors.messages.length > 0 && (
            <Alert severity="error" role="alert">
              {translate(serverErrors.saved ? 'settings.refusedSome' : 'settings.refused')}
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {[...new Set(serverErrors.messages)].map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title="settings.sections.credits">
                <Count source="credits.signupBonus" min={0} max={SETTING_BOUNDS.signupBonusMax} />
                <Count source="credits.videoCost" min={0} max={SETTING_BOUNDS.creditCostMax} />
                <Count
                  source="credits.imageExpansionCost"
                  min={0}
                  max={SETTING_BOUNDS.creditCostMax}
                />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title="settings.sections.limits">
                <Count
                  source="limits.basicDailyVideos"
                  min={0}
                  max={SETTING_BOUNDS.dailyLimitMax}
                />
                <Count
                  source="limits.businessDailyVideos"
                  min={0}
                  max={SETTING_BOUNDS.dailyLimitMax}
                />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title="settings.sections.retention">
                <Count
                  source="retention.basicDays"
                  min={SETTING_BOUNDS.retentionDaysMin}
                  max={SETTING_BOUNDS.retentionDaysMax}
                />
                <Count
                  source="generation.processingDeadlineMinutes"
                  min={1}
                  max={SETTING_BOUNDS.processingDeadlineMinutesMax}
                />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title="settings.sections.gallery">
                <RadioButtonGroupInput
                  source="gallery.moderation"
                  label="settings.fields.gallery.moderation"
                  row={false}
                  validate={required()}
                  choices={GALLERY_MODERATION.map((id) => ({
                    id,
                    name: translate(`settings.moderation.${id}`),
                  }))}
                />
              </Section>
            </Grid>
          </Grid>
          {catalogue && <CatalogueSection catalogue={catalogue} />}
          <Section title="settings.sections.alerts">
            <Grid container spacing={2}>
              {ALERT_THRESHOLDS.map(([source, min, max]) => (
                <Grid key={source} size={{ xs: 12, md: 6 }}>
                  <Count source={source} min={min} max={max} />
                </Grid>
              ))}
            </Grid>
          </Section>
          <Toolbar sx={{ borderRadius: '12px' }}>
            <SaveButton label="settings.save" />
          </Toolbar>
        </Stack>
      </Form>
    </Stack>
  );
}
