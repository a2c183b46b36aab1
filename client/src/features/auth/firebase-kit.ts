import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  getRedirectResult,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type UserCredential,
} from 'firebase/auth';
import type { ClientConfig } from '../../app/runtime-config';
import type { AuthKit, KitSignIn } from './auth-kit';

function toSignIn(credential: UserCredential): KitSignIn {
  return {
    user: credential.user,
    isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false,
  };
}

/** The Firebase JS SDK behind the auth feature; this module is only ever imported lazily. */
export function createFirebaseKit(config: ClientConfig): AuthKit {
  const app = initializeApp(config.firebase);
  // getAuth() with its popup resolver loads Google's sign-in helper (apis.google.com) as soon as
  // the SDK starts, on every page that shows a sign-in; it is given to the popup instead, and
  // loaded ahead of it once the visitor heads for the Google button (prepareGoogleSignIn).
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  let googlePrepared = false;
  if (config.authEmulatorUrl) {
    // Relative to the page: the api forwards the emulator, so a phone on the LAN reaches it too.
    const emulatorOrigin = new URL(config.authEmulatorUrl, window.location.href).origin;
    connectAuthEmulator(auth, emulatorOrigin, { disableWarnings: true });
  }
  auth.useDeviceLanguage();
  return {
    usesEmulator: !!config.authEmulatorUrl,
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, listener),
    currentUser: () => auth.currentUser,
    async signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      return toSignIn(await signInWithPopup(auth, provider, browserPopupRedirectResolver));
    },
    prepareGoogleSignIn() {
      if (googlePrepared) return;
      googlePrepared = true;
      // The public call that starts the resolver (no redirect is pending: it resolves null), so
      // the popup opens right after the click, within the browser's user-activation window.
      void getRedirectResult(auth, browserPopupRedirectResolver).catch(() => undefined);
    },
    async signInWithGoogleCredential(idTokenJson) {
      return toSignIn(await signInWithCredential(auth, GoogleAuthProvider.credential(idTokenJson)));
    },
    async signInWithEmail(email, password) {
      return toSignIn(await signInWithEmailAndPassword(auth, email, password));
    },
    async signUpWithEmail(name, email, password) {
      const credential = await createUserWithEmailAndPassword(auth, email, password);
      const displayName = name.trim();
      if (displayName) {
        await updateProfile(credential.user, { displayName });
        // The next ID token carries the name claim the server reads at sync.
        await credential.user.getIdToken(true);
      }
      return { user: credential.user, isNewUser: true };
    },
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    signOut: () => signOut(auth),
  };
}
