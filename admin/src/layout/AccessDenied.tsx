import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a signed-in user who may not open a screen sees: a customer (role `user`) on every admin
 * route, a support agent anywhere but Suporte. The link leaves the back office for the customer
 * app's dashboard.
 */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8, px: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          <LockIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
            {translate('ra.page.access_denied')}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            {translate('ra.message.access_denied')}
          </Typography>
          <Button variant="contained" href="/dashboard" sx={{ mt: 3 }}>
            {translate('app.access_denied.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
