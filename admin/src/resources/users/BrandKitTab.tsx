import type { AdminUserDto, BrandKit, BrandKitLogo } from '@cena/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useAdminGet } from '../../shared/adminApi';
import { formatDateTime } from '../../shared/format';
import { brandKitRows, isEmptyBrandKit, logoSummary } from './brandKitView';
import { RemoveLogoButton } from './RemoveLogoButton';

/** A transparent logo shows as it will over light and dark footage: on a checkerboard. */
const CHECKERBOARD = {
  backgroundColor: '#FFFFFF',
  backgroundImage:
    'linear-gradient(45deg, #E4E2EC 25%, transparent 25%, transparent 75%, #E4E2EC 75%),' +
    'linear-gradient(45deg, #E4E2EC 25%, transparent 25%, transparent 75%, #E4E2EC 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack component="section" spacing={1} aria-label={translate(title)}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  );
}

function LogoView({ logo }: { logo: BrandKitLogo }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'start' }}>
      <Box
        sx={{
          ...CHECKERBOARD,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          maxWidth: '100%',
          boxSizing: 'border-box',
        }}
      >
        <Box
          component="img"
          src={logo.url}
          alt={translate('brand_kit.logo_alt')}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {logoSummary(logo)}
      </Typography>
    </Stack>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        data-testid="brand-color"
        sx={{ width: 32, height: 32, bgcolor: color, border: 1, borderColor: 'divider' }}
      />
      <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: 14 }}>
        {color}
      </Typography>
    </Stack>
  );
}

/** The business's name and contacts, label beside value (above it on a phone). */
function Details({ kit }: { kit: BrandKit }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {brandKitRows(kit).map(({ field, value }) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`brand_kit.fields.${field}`)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function BrandKitPanel({ user }: { user: AdminUserDto }) {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const {
    data: kit,
    error,
    loading,
    reload,
    replace,
  } = useAdminGet<BrandKit>(`users/${user.id}/brand-kit`);
  if (loading) return <Loading />;
  if (error || !kit) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={reload}>{translate('brand_kit.retry')}</Button>}
      >
        {translate('brand_kit.load_failed')}
      </Alert>
    );
  }
  if (isEmptyBrandKit(kit)) {
    return <Typography color="text.secondary">{translate('brand_kit.empty')}</Typography>;
  }
  return (
    <Stack spacing={3} data-testid="brand-kit" sx={{ maxWidth: 720 }}>
      <Section title="brand_kit.logo">
        {kit.logo ? (
          <>
            <LogoView logo={kit.logo} />
            <RemoveLogoButton user={user} onRemoved={replace} />
          </>
        ) : (
          <Typography variant="body2">{translate('brand_kit.no_logo')}</Typography>
        )}
      </Section>
      <Section title="brand_kit.colors">
        {kit.colors.length > 0 ? (
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {kit.colors.map((color) => (
              <Swatch key={color} color={color} />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2">{translate('brand_kit.no_colors')}</Typography>
        )}
      </Section>
      <Section title="brand_kit.contacts">
        <Details kit={kit} />
      </Section>
      {kit.updatedAt && (
        <Typography variant="caption" color="text.secondary">
          {translate('brand_kit.updated_at', { date: formatDateTime(kit.updatedAt, locale) })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The customer's brand kit ('Minha marca' in their app), read-only: logo, colours and the
 * business's details. A logo that breaks the rules can be removed, with a reason.
 */
export function BrandKitTab(_: { label?: false }) {
  const record = useRecordContext<AdminUserDto>();
  if (!record) return null;
  return <BrandKitPanel user={record} />;
}
