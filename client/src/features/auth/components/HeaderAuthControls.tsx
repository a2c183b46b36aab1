import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../app/runtime-config';
import { Button } from '../../../components/Button';
import { useLoginModal, useSession } from '../hooks';
import { TestLoginButton } from './TestLoginButton';

/** Signed out: 'Entrar' and 'Criar Conta Grátis' ('Cadastrar' on phones); signed in: avatar. */
// The avatar menu (Radix menu + floating-ui) only loads for signed-in visitors.
const AvatarMenu = lazy(() => import('./AvatarMenu').then((m) => ({ default: m.AvatarMenu })));

const AVATAR_PLACEHOLDER = (
  <span aria-hidden="true" className="block size-10 animate-pulse rounded-full bg-ink-100" />
);

export function HeaderAuthControls({ showTestLogin }: { showTestLogin?: boolean }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { openLogin } = useLoginModal();
  const config = useRuntimeConfig();

  // Loading means a remembered session is being restored: hold the avatar's place.
  if (status === 'loading') return AVATAR_PLACEHOLDER;
  if (status === 'signedIn') {
    return (
      <Suspense fallback={AVATAR_PLACEHOLDER}>
        <AvatarMenu />
      </Suspense>
    );
  }
  return (
    <>
      {/* From 640 px up: beside 'Entrar' and 'Cadastrar' it would push the logo off a phone's
          bar, and the login modal offers it there too. */}
      {showTestLogin && config?.testLoginEnabled && (
        <TestLoginButton size="sm" variant="ghost" className="max-sm:hidden" />
      )}
      <Button variant="ghost" size="sm" onClick={() => openLogin({ tab: 'signin' })}>
        {t('header.signIn')}
      </Button>
      <Button size="sm" onClick={() => openLogin({ tab: 'signup' })}>
        <span className="sm:hidden">{t('header.signUpShort')}</span>
        <span className="hidden sm:inline">{t('header.signUp')}</span>
      </Button>
    </>
  );
}
