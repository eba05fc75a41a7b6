import { api } from '@/lib/api';
import { selectAuthToken, userLoaded, type AuthState } from '@/lib/auth-slice';
import { parseUser, type User } from '@/lib/user';

/**
 * GET /me (spec §7). The accounts issue adds it to the API; until then it fails harmlessly.
 * The argument is the user token the record is asked for: each token gets its own cache entry,
 * so a token change is never merged into a request still running for the previous one.
 */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User | null, string>({
      query: () => ({ url: '/me' }),
      extraOptions: { auth: 'user' },
      providesTags: ['Me'],
      transformResponse: (body: unknown) => parseUser(body),
      async onQueryStarted(token, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The api's getState type only knows its own slice; the store also holds `auth`.
          const current = selectAuthToken(getState() as unknown as { auth: AuthState });
          if (data && current === token) dispatch(userLoaded(data));
        } catch {
          // The shell must work without the record: the avatar falls back to a generic icon.
        }
      },
    }),
  }),
});
