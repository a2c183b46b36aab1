import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../app/runtime-config';
import { Button } from '../../../components/Button';
import { useLoginModal, useSession } from '../hooks';
import { AvatarMenu } from './AvatarMenu';
import { TestLoginButton } from './TestLoginButton';

/** Signed out: 'Entrar' and 'Criar Conta Grátis' ('Cadastrar' on phones); signed in: avatar. */
export function HeaderAuthControls({ showTestLogin }: { showTestLogin?: boolean }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { openLogin } = useLoginModal();
  const config = useRuntimeConfig();

  if (status === 'loading') {
    return (
      <span aria-hidden="true" className="block h-10 w-24 animate-pulse rounded-full bg-ink-100" />
    );
  }
  if (status === 'signedIn') return <AvatarMenu />;
  return (
    <>
      {showTestLogin && config?.testLoginEnabled && <TestLoginButton size="sm" variant="ghost" />}
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
