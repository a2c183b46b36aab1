import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionSlice } from '../features/auth/session-slice';
import { api } from './api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** When the signed-in uid changes (login, logout, another account), all cached data goes. */
function uidListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).session.user?.uid !== (previous as RootState).session.user?.uid,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  return listener;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(uidListener().middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
