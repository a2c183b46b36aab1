import {
  CreditCard,
  Film,
  LifeBuoy,
  LockKeyhole,
  LogOut,
  Palette,
  Plus,
  Shield,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/DropdownMenu';
import { useCurrentUser } from '../api';
import { useLoginModal, useSession } from '../hooks';
import { initialsOf } from '../initials';
import { PlanBadge } from './PlanBadge';

/** Spec §2 "Avatar menu (signed in)". */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user: sessionUser } = useSession();
  const { data: account } = useCurrentUser();
  const { openLogout } = useLoginModal();

  const email = account?.email ?? sessionUser?.email ?? '';
  const name = account?.displayName ?? sessionUser?.displayName ?? email;
  const plan = account?.plan ?? 'basic';

  return (
    // Non-modal: the page is not hidden from assistive technology while the menu is open (a
    // modal menu sets aria-hidden on a tree that keeps focusable elements); Escape, Tab and an
    // outside click still close it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="grid size-10 shrink-0 place-items-center rounded-full bg-violet-500 font-display text-sm font-semibold text-white ring-offset-2 hover:ring-2 hover:ring-violet-500/40">
        <span aria-hidden="true">{initialsOf(name || email)}</span>
        <span className="sr-only">{t('avatarMenu.open', { name })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="flex items-center gap-2">
            <span className="truncate font-display font-semibold text-ink-900">{name}</span>
            <PlanBadge plan={plan} />
          </span>
          <span className="truncate text-xs text-ink-600">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/dashboard')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('avatarMenu.createVideo')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/dashboard/my-videos')}>
          <Film className="size-4" aria-hidden="true" />
          {t('avatarMenu.myVideos')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/minha-marca')}>
          <Palette className="size-4" aria-hidden="true" />
          {t('avatarMenu.brandKit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/comprar-creditos')}>
          <Wallet className="size-4" aria-hidden="true" />
          {t('avatarMenu.buyCredits')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/payments')}>
          <CreditCard className="size-4" aria-hidden="true" />
          {t('avatarMenu.manageSubscription')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/privacidade-e-dados')}>
          <LockKeyhole className="size-4" aria-hidden="true" />
          {t('avatarMenu.privacy')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/ajuda')}>
          <LifeBuoy className="size-4" aria-hidden="true" />
          {t('avatarMenu.help')}
        </DropdownMenuItem>
        {(account?.role === 'admin' || account?.role === 'support') && (
          <DropdownMenuItem
            onSelect={() =>
              // A support agent may open only the support screen of the back office.
              window.location.assign(account.role === 'admin' ? '/admin' : '/admin/support')
            }
          >
            <Shield className="size-4" aria-hidden="true" />
            {t('avatarMenu.admin')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={openLogout}>
          <LogOut className="size-4" aria-hidden="true" />
          {t('avatarMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
