import MovieIcon from '@mui/icons-material/MovieCreation';
import { Button, CardContent, CircularProgress } from '@mui/material';
import { useState } from 'react';
import {
  email,
  Form,
  Login,
  PasswordInput,
  required,
  TextInput,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';

/** E-mail and password, the same Firebase accounts as the customer app. */
function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    try {
      await login({ email: values.email, password: values.password });
    } catch {
      notify('ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 300 }}>
        <TextInput
          source="email"
          type="email"
          label={translate('ra.auth.email')}
          autoComplete="username"
          autoFocus
          validate={[required(), email()]}
        />
        <PasswordInput
          source="password"
          label={translate('ra.auth.password')}
          autoComplete="current-password"
          validate={required()}
        />
        <Button
          variant="contained"
          type="submit"
          color="primary"
          disabled={pending}
          fullWidth
          sx={{ mt: 2 }}
        >
          {pending ? <CircularProgress size={19} thickness={3} /> : translate('ra.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  return (
    <Login
      sx={{
        background: 'linear-gradient(135deg, #FF5A36 0%, #FF9F1C 100%)',
        '& .RaLogin-icon': { bgcolor: 'secondary.main' },
      }}
      avatarIcon={<MovieIcon />}
    >
      <LoginForm />
    </Login>
  );
}
