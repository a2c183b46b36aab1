/**
 * What the auth feature needs from the identity provider. The Firebase implementation
 * (`firebase-kit.ts`) is loaded with a dynamic import, so the landing's initial JS carries no
 * Firebase code; unit tests give a fake kit in its place (the network boundary).
 */
export interface KitUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

export interface KitSignIn {
  user: KitUser;
  isNewUser: boolean;
}

export interface AuthKit {
  readonly usesEmulator: boolean;
  onAuthStateChanged(listener: (user: KitUser | null) => void): () => void;
  currentUser(): KitUser | null;
  signInWithGoogle(): Promise<KitSignIn>;
  /** Loads what the Google popup needs ahead of the click (called on the button's hover/focus). */
  prepareGoogleSignIn(): void;
  /** Emulator-only test path: `GoogleAuthProvider.credential(idTokenJson)`. */
  signInWithGoogleCredential(idTokenJson: string): Promise<KitSignIn>;
  signInWithEmail(email: string, password: string): Promise<KitSignIn>;
  /** Creates the account, then sets its displayName (spec §3). */
  signUpWithEmail(name: string, email: string, password: string): Promise<KitSignIn>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
}
