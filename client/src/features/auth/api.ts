import type {
  SyncRequest,
  SyncResponse,
  TestLoginResponse,
  UpdateUserRequest,
  UserDto,
} from '@cena/contracts';
import { api, USER_CACHE_SECONDS } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { selectSessionStatus } from './session-slice';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/user`: plan, role, credits (spec §7; cached 5 min). */
    getUser: build.query<UserDto, void>({
      query: () => 'api/user',
      keepUnusedDataFor: USER_CACHE_SECONDS,
      providesTags: ['User'],
    }),
    /** `POST /api/auth/sync` on every sign-in; the caller only logs a failure. */
    syncAccount: build.mutation<SyncResponse, SyncRequest>({
      query: (body) => ({ url: 'api/auth/sync', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** `PATCH /api/user`: display name or language (the e-mails follow the language). */
    updateProfile: build.mutation<UserDto, UpdateUserRequest>({
      query: (body) => ({ url: 'api/user', method: 'PATCH', body }),
      invalidatesTags: ['User'],
    }),
    /** `POST /api/test/login` (only when the server enables it). */
    testLogin: build.mutation<TestLoginResponse, void>({
      query: () => ({ url: 'api/test/login', method: 'POST' }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGetUserQuery, useSyncAccountMutation, useTestLoginMutation } = authApi;

/** The signed-in user's account (plan, role, credits); skipped while nobody is signed in. */
export function useCurrentUser() {
  const status = useAppSelector(selectSessionStatus);
  return useGetUserQuery(undefined, {
    skip: status !== 'signedIn',
    refetchOnMountOrArgChange: USER_CACHE_SECONDS,
  });
}
