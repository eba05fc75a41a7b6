import { api } from './api';
import { selectAuthToken, userLoaded, type AuthState } from './auth-slice';
import type { User } from './user';

/**
 * GET /me. A failure leaves the record unknown (a user-token 401 only passes on and does not
 * sign out); the profile page shows it. The argument is the user token the record is asked
 * for: each token gets its own cache entry, so a token change is never merged into a request still
 * running for the previous one. In lib because the session loader and the profile both read it.
 */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User | null, string>({
      query: () => ({ url: '/me' }),
      extraOptions: { auth: 'user' },
      providesTags: ['Me'],
      // The parser (the user schema) loads with the first answer: visitors never need it.
      transformResponse: async (body: unknown) => (await import('./parse-user')).parseUser(body),
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

/**
 * `onQueryStarted` of a call that answers with the user as it is now (`{user}`): the record is
 * stored at once, so the screens change without waiting for GET /me. A failure leaves the record
 * as it was; the caller shows it.
 */
export async function storeAnsweredUser(
  _arg: unknown,
  api: {
    dispatch: (action: ReturnType<typeof userLoaded>) => unknown;
    queryFulfilled: Promise<{ data: { user: User } }>;
  },
): Promise<void> {
  try {
    api.dispatch(userLoaded((await api.queryFulfilled).data.user));
  } catch {
    // Reported by the caller.
  }
}
