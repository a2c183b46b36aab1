import { AlertTriangle, ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n';
import { useHydrated } from '../../../app/use-hydrated';
import { REOPEN_LOGIN_KEY } from '../../../app/storage-keys';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../components/toast-store';
import {
  authErrorCode,
  classifyModalError,
  clearIdentityCache,
  googleErrorKey,
  isMobileSafari,
  type ModalErrorKind,
  rawErrorMessage,
} from '../auth-errors';
import { prepareGoogleSignIn, signInWithGoogle } from '../auth-service';
import type { LoginModalVariant } from '../session-slice';

interface GoogleFailure {
  kind: ModalErrorKind;
  /** Localized Google message (spec §8 "Google sign-in messages"). */
  message: string;
}

/** What the login modal shows after a failure, by message content (spec §8). */
export function describeGoogleFailure(error: unknown, mobileSafari: boolean): GoogleFailure {
  const key = googleErrorKey(error);
  const text = `${authErrorCode(error)} ${rawErrorMessage(error)}`;
  let kind = classifyModalError(text);
  const browserTrouble =
    key === 'auth.googleErrors.storage' ||
    key === 'auth.googleErrors.generic' ||
    key === 'auth.googleErrors.session';
  if (mobileSafari && browserTrouble) kind = 'safari';
  if (key === 'auth.googleErrors.unauthorizedDomain') kind = 'domain';
  return { kind, message: key };
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

export interface GoogleSignInProps {
  variant: LoginModalVariant | 'page';
  /** Disabled while another sign-in (e-mail) runs. */
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * 'Entrar com Google' / 'Continuar com Google' with the spec's busy state, the mobile Safari
 * warning, the failure box (red four-solution box for Safari trouble) and the cache cleanup.
 */
export function GoogleSignIn({ variant, disabled, onBusyChange }: GoogleSignInProps) {
  const { t } = useTranslation(AUTH_NS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<GoogleFailure | null>(null);
  // Not in the prerendered /auth (the same for every browser): from the render after hydration.
  const mobileSafari = useHydrated() && isMobileSafari();

  const run = async () => {
    setBusy(true);
    onBusyChange?.(true);
    setFailure(null);
    try {
      await signInWithGoogle();
    } catch (error) {
      console.warn('Google sign-in failed', authErrorCode(error), rawErrorMessage(error));
      const described = describeGoogleFailure(error, mobileSafari);
      setFailure(described);
      toast({
        title: t('auth.toasts.loginError'),
        description: t(described.message),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  const clearAndRetry = async () => {
    await clearIdentityCache();
    try {
      sessionStorage.setItem(REOPEN_LOGIN_KEY, variant === 'page' ? 'default' : variant);
    } catch {
      // Without session storage the modal simply stays closed after the reload.
    }
    window.location.reload();
  };

  const label = variant === 'default' ? t('auth.google.signIn') : t('auth.google.continue');

  return (
    <div className="grid gap-3">
      {mobileSafari && (
        <div
          role="note"
          className="flex gap-3 rounded-control border border-warning bg-warning-50 p-3 text-sm text-warning-strong"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <strong className="block font-semibold">{t('auth.safari.warningTitle')}</strong>
            {t('auth.safari.warning')}{' '}
            <a
              href="/safari-help"
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
            >
              {t('auth.safari.helpLink')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('common.opensInNewTab')}</span>
            </a>
          </p>
        </div>
      )}

      <Button
        variant="secondary"
        size="lg"
        fullWidth
        disabled={disabled || busy}
        onClick={() => void run()}
        onPointerEnter={prepareGoogleSignIn}
        onTouchStart={prepareGoogleSignIn}
        onFocus={prepareGoogleSignIn}
        aria-busy={busy || undefined}
        className="border-ink-300"
      >
        {busy ? <Spinner size="sm" /> : <GoogleMark />}
        {busy ? t('auth.google.connecting') : label}
      </Button>

      {failure && (
        <div role="alert" className="grid gap-3">
          {failure.kind === 'safari' ? (
            <div className="rounded-control border border-danger bg-danger-50 p-4 text-sm text-danger-strong">
              <p className="font-display font-semibold">{t('auth.safari.boxTitle')}</p>
              <p className="mt-1">{t(failure.message)}</p>
              <p className="mt-3 font-semibold">{t('auth.safari.solutionsIntro')}</p>
              <ol className="mt-1 list-decimal space-y-1 pl-5">
                <li>{t('auth.safari.solution1')}</li>
                <li>{t('auth.safari.solution2')}</li>
                <li>{t('auth.safari.solution3')}</li>
                <li>{t('auth.safari.solution4')}</li>
              </ol>
              <p className="mt-3">{t('auth.safari.extraHint')}</p>
            </div>
          ) : (
            <div className="rounded-control border border-danger bg-danger-50 p-4 text-sm text-danger-strong">
              <p className="font-display font-semibold">
                {failure.kind === 'session'
                  ? t('auth.errorBox.sessionTitle')
                  : failure.kind === 'domain'
                    ? t('auth.errorBox.domainTitle')
                    : t('auth.errorBox.title')}
              </p>
              <p className="mt-1">{t(failure.message)}</p>
              <p className="mt-1">
                {failure.kind === 'session'
                  ? t('auth.errorBox.session')
                  : failure.kind === 'domain'
                    ? t('auth.errorBox.domain')
                    : t('auth.errorBox.advice')}
              </p>
              {mobileSafari && <p className="mt-2">{t('auth.safari.extraHint')}</p>}
            </div>
          )}
          <Button
            variant="secondary"
            fullWidth
            icon={<RefreshCw className="size-4" />}
            onClick={() => void clearAndRetry()}
          >
            {t('auth.errorBox.clearCache')}
          </Button>
        </div>
      )}
    </div>
  );
}
