import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n';
import { Link } from 'react-router-dom';
import type { LoginModalVariant, LoginTab } from '../session-slice';
import { EmailAuthForm } from './EmailAuthForm';
import { GoogleSignIn } from './GoogleSignIn';
import { TestLoginButton } from './TestLoginButton';

export interface AuthPanelProps {
  variant: LoginModalVariant | 'page';
  initialTab?: LoginTab;
}

/** The sign-in choices shared by the login modal and /auth: Google, e-mail, test login, terms. */
export function AuthPanel({ variant, initialTab }: AuthPanelProps) {
  const { t } = useTranslation(AUTH_NS);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [emailBusy, setEmailBusy] = useState(false);
  return (
    <div className="grid gap-5">
      <GoogleSignIn variant={variant} disabled={emailBusy} onBusyChange={setGoogleBusy} />
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-ink-600 uppercase">
        <span className="h-px flex-1 bg-ink-100" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-ink-100" />
      </div>
      <EmailAuthForm initialTab={initialTab} disabled={googleBusy} onBusyChange={setEmailBusy} />
      <TestLoginButton fullWidth disabled={googleBusy || emailBusy} />
      <p className="text-center text-xs text-ink-600">
        <Trans
          i18nKey="auth.terms"
          ns={AUTH_NS}
          components={{
            terms: <Link to="/privacidade#termos" className="font-medium text-ink-900 underline" />,
            privacy: <Link to="/privacidade" className="font-medium text-ink-900 underline" />,
          }}
        />
      </p>
    </div>
  );
}
