import type { AiOverviewDto, AiUpdate } from '@cena/contracts';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { adminRequest, apiErrorBody } from '../../shared/adminApi';
import { engineLabel } from '../../shared/codeLabels';

/** A value shown, not edited; `code` sets identifiers (a model's id) in monospace. */
function ReadOnly({
  label,
  value,
  code = false,
}: {
  label: string;
  value: string;
  code?: boolean;
}) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body1"
        sx={{ fontFamily: code ? 'monospace' : undefined, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </div>
  );
}

/**
 * The active video and prompt providers; the video provider and Veo model switch at run time.
 * The parent keys it by the saved values, so a save starts the form again from the answer.
 */
export function ProvidersCard({
  overview,
  onSaved,
}: {
  overview: AiOverviewDto;
  onSaved: (o: AiOverviewDto) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [provider, setProvider] = useState(overview.videoProvider);
  const [model, setModel] = useState(overview.videoModel);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = provider !== overview.videoProvider || model !== overview.videoModel;

  const save = async () => {
    const change: AiUpdate = {};
    if (provider !== overview.videoProvider) change.videoProvider = provider;
    if (model !== overview.videoModel) change.videoModel = model;
    setSaving(true);
    setFieldError(null);
    try {
      onSaved(await adminRequest<AiOverviewDto>('ai', { method: 'PUT', body: change }));
      notify('ai.providers.saved', { type: 'success' });
    } catch (error) {
      const body = apiErrorBody(error);
      setFieldError(body?.fields?.join(', ') ?? null);
      notify(body?.message ?? translate('ai.providers.failed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader title={translate('ai.providers.title')} />
      <CardContent>
        <Stack spacing={2}>
          {overview.pinnedByEnvironment && (
            <Alert severity="info">{translate('ai.providers.pinned')}</Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={translate('ai.providers.videoProvider')}
                value={provider}
                onChange={(event) =>
                  setProvider(event.target.value as AiOverviewDto['videoProvider'])
                }
                error={fieldError?.includes('videoProvider') ?? false}
              >
                <MenuItem value="local">{engineLabel(translate, 'local')}</MenuItem>
                <MenuItem value="veo" disabled={!overview.veoConfigured}>
                  {engineLabel(translate, 'veo')}
                </MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                size="small"
                label={translate('ai.providers.videoModel')}
                value={model}
                onChange={(event) => setModel(event.target.value.trim())}
                error={fieldError?.includes('videoModel') ?? false}
                helperText={translate('ai.providers.videoModelHint')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnly
                label={translate('ai.providers.promptProvider')}
                value={engineLabel(translate, overview.promptProvider)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {/* The local engine has no model: the api names the engine again ('local'). */}
              {overview.promptProvider === 'local' ? (
                <ReadOnly
                  label={translate('ai.providers.promptModel')}
                  value={translate('ai.providers.noModel')}
                />
              ) : (
                <ReadOnly
                  label={translate('ai.providers.promptModel')}
                  value={overview.promptModel}
                  code
                />
              )}
            </Grid>
          </Grid>
          {!overview.veoConfigured && (
            <Alert severity="warning">{translate('ai.providers.veoMissing')}</Alert>
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" disabled={!changed || saving} onClick={save}>
              {translate('ra.action.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
