import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n';
import { Button } from '../../../components/Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { toast } from '../../../components/toast-store';
import { authErrorKey } from '../auth-errors';
import { sendPasswordReset, signInWithEmail, signUpWithEmail } from '../auth-service';
import type { LoginTab } from '../session-slice';

const INPUT =
  'h-11 w-full rounded-control border border-ink-300 bg-surface px-3 text-base text-ink-900 placeholder:text-ink-600/80 focus:border-violet-500 focus:outline-none focus:ring-2 focus:ring-violet-500/30 aria-[invalid=true]:border-danger-strong';

interface FieldProps {
  label: string;
  id: string;
  children: ReactNode;
  hint?: string;
  hintId?: string;
}

function Field({ label, id, children, hint, hintId }: FieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  describedBy,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation(AUTH_NS);
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        id={id}
        name="password"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={`${INPUT} pr-11`}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('auth.form.hidePassword') : t('auth.form.showPassword')}
        aria-pressed={visible}
        className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-md text-ink-600 hover:bg-ink-100 hover:text-ink-900"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

export interface EmailAuthFormProps {
  initialTab?: LoginTab;
  /** Disabled while the Google sign-in runs. */
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * E-mail and password: sign in, sign up (sets the displayName), 'Esqueci minha senha'.
 * No product-side validation (spec §5): the identity service checks e-mail and password and its
 * error codes become the localized messages of spec §8.
 */
export function EmailAuthForm({
  initialTab = 'signin',
  disabled,
  onBusyChange,
}: EmailAuthFormProps) {
  const { t } = useTranslation(AUTH_NS);
  const baseId = useId();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'submit' | 'reset' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const setBusyState = (value: 'submit' | 'reset' | null) => {
    setBusy(value);
    onBusyChange?.(value !== null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setNotice(null);
    setBusyState('submit');
    try {
      if (tab === 'signup') await signUpWithEmail(name, email, password);
      else await signInWithEmail(email, password);
    } catch (failure) {
      const message = t(authErrorKey(failure));
      setError(message);
      toast({
        title: tab === 'signup' ? t('auth.toasts.signupError') : t('auth.toasts.loginError'),
        description: message,
        variant: 'destructive',
      });
    } finally {
      setBusyState(null);
    }
  };

  const reset = async () => {
    setError(null);
    setNotice(null);
    if (!email.trim()) {
      setNotice(t('auth.form.forgotNeedsEmail'));
      emailRef.current?.focus();
      return;
    }
    setBusyState('reset');
    try {
      await sendPasswordReset(email);
      const sent = t('auth.toasts.resetSent');
      setNotice(sent);
      toast({ title: sent, variant: 'success' });
    } catch (failure) {
      const message = t(authErrorKey(failure));
      setError(message);
      toast({ title: t('auth.toasts.error'), description: message, variant: 'destructive' });
    } finally {
      setBusyState(null);
    }
  };

  const ids = {
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    password: `${baseId}-password`,
    hint: `${baseId}-password-hint`,
    error: `${baseId}-error`,
  };
  const locked = disabled || busy !== null;

  const fields = (mode: LoginTab) => (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      {mode === 'signup' && (
        <Field label={t('auth.form.name')} id={ids.name}>
          <input
            id={ids.name}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('auth.form.namePlaceholder')}
            className={INPUT}
          />
        </Field>
      )}
      <Field label={t('auth.form.email')} id={ids.email}>
        <input
          ref={emailRef}
          id={ids.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('auth.form.emailPlaceholder')}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? ids.error : undefined}
          className={INPUT}
        />
      </Field>
      <Field
        label={t('auth.form.password')}
        id={ids.password}
        hint={mode === 'signup' ? t('auth.form.passwordHint') : undefined}
        hintId={ids.hint}
      >
        <PasswordInput
          id={ids.password}
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          describedBy={
            [mode === 'signup' ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') ||
            undefined
          }
          invalid={!!error}
        />
      </Field>

      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-danger-strong">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm text-success-strong">
          {notice}
        </p>
      )}

      <Button type="submit" size="lg" fullWidth loading={busy === 'submit'} disabled={locked}>
        {mode === 'signup'
          ? busy === 'submit'
            ? t('auth.form.signingUp')
            : t('auth.form.submitSignUp')
          : busy === 'submit'
            ? t('auth.form.signingIn')
            : t('auth.form.submitSignIn')}
      </Button>

      {mode === 'signin' && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-center text-ink-600 underline underline-offset-4"
          disabled={locked}
          loading={busy === 'reset'}
          onClick={() => void reset()}
        >
          {busy === 'reset' ? t('auth.form.sending') : t('auth.form.forgot')}
        </Button>
      )}
    </form>
  );

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        setTab(value as LoginTab);
        setError(null);
        setNotice(null);
      }}
    >
      <TabsList aria-label={t('auth.tabs.label')}>
        <TabsTrigger value="signin">{t('auth.tabs.signIn')}</TabsTrigger>
        <TabsTrigger value="signup">{t('auth.tabs.signUp')}</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">{tab === 'signin' && fields('signin')}</TabsContent>
      <TabsContent value="signup">{tab === 'signup' && fields('signup')}</TabsContent>
    </Tabs>
  );
}
