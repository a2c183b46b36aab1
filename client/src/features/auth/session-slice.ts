import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** Who is signed in, as the identity provider (or the test login) says. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** `test`: the server's test login (token in localStorage, no Firebase session). */
  source: 'firebase' | 'test';
}

export type LoginModalVariant = 'default' | 'generate';
export type LoginTab = 'signin' | 'signup';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  loginModal: { open: boolean; variant: LoginModalVariant; tab: LoginTab };
  logoutDialogOpen: boolean;
}

const initialState: SessionState = {
  status: 'loading',
  user: null,
  loginModal: { open: false, variant: 'default', tab: 'signin' },
  logoutDialogOpen: false,
};

/** Session states of spec §4: loading, then signed out or signed in. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChanged(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
    sessionLoading(state) {
      state.status = 'loading';
    },
    loginModalOpened(
      state,
      action: PayloadAction<{ variant?: LoginModalVariant; tab?: LoginTab } | undefined>,
    ) {
      state.loginModal = {
        open: true,
        variant: action.payload?.variant ?? 'default',
        tab: action.payload?.tab ?? 'signin',
      };
    },
    loginModalClosed(state) {
      state.loginModal.open = false;
    },
    logoutDialogToggled(state, action: PayloadAction<boolean>) {
      state.logoutDialogOpen = action.payload;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectLoginModal: (state) => state.loginModal,
    selectLogoutDialogOpen: (state) => state.logoutDialogOpen,
  },
});

export const {
  sessionChanged,
  sessionLoading,
  loginModalOpened,
  loginModalClosed,
  logoutDialogToggled,
} = sessionSlice.actions;
export const {
  selectSession,
  selectSessionStatus,
  selectSessionUser,
  selectLoginModal,
  selectLogoutDialogOpen,
} = sessionSlice.selectors;
