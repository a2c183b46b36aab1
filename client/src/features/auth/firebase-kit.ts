import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  getAuth,
  GoogleAuthProvider,
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
  const auth = getAuth(app);
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  auth.useDeviceLanguage();
  return {
    usesEmulator: !!config.authEmulatorUrl,
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, listener),
    currentUser: () => auth.currentUser,
    async signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      return toSignIn(await signInWithPopup(auth, provider));
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
