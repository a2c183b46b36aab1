import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  type LoginModalVariant,
  type LoginTab,
  loginModalOpened,
  logoutDialogToggled,
  selectSession,
} from './session-slice';

/** Session status and user (spec §4: loading, signed out, signed in). */
export function useSession() {
  const session = useAppSelector(selectSession);
  return {
    status: session.status,
    user: session.user,
    isSignedIn: session.status === 'signedIn',
    isLoading: session.status === 'loading',
  };
}

/**
 * `openLogin({ variant: 'generate' })` opens the login modal; the 'generate' variant says one
 * step is left and that what was written is kept (the caller saves it under SAVED_PROMPT_KEY
 * first).
 */
export function useLoginModal() {
  const dispatch = useAppDispatch();
  const openLogin = useCallback(
    (options?: { variant?: LoginModalVariant; tab?: LoginTab }) =>
      dispatch(loginModalOpened(options)),
    [dispatch],
  );
  const openLogout = useCallback(() => dispatch(logoutDialogToggled(true)), [dispatch]);
  return { openLogin, openLogout };
}
