// The identity provider's stand-in in client tests (the Firebase boundary).
import type { AuthKit, KitUser } from '../features/auth/auth-kit';
import { BASIC_USER } from './api';

/** An identity signed in as BASIC_USER; any sign-in or sign-up call fails the test. */
export function signedInKit(): AuthKit {
  const user: KitUser = {
    uid: 'uid-1',
    email: BASIC_USER.email,
    displayName: BASIC_USER.displayName,
    photoURL: null,
    getIdToken: async () => 'token-1',
  };
  const fail = async () => {
    throw new Error('not in this test');
  };
  return {
    usesEmulator: true,
    onAuthStateChanged(next) {
      queueMicrotask(() => next(user));
      return () => undefined;
    },
    currentUser: () => user,
    signInWithGoogle: fail,
    prepareGoogleSignIn: () => undefined,
    signInWithGoogleCredential: fail,
    signInWithEmail: fail,
    signUpWithEmail: fail,
    sendPasswordReset: fail,
    signOut: async () => undefined,
  };
}
