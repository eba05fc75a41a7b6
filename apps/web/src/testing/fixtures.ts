import type { RootState } from '@/lib/store';
import type { AuthState } from '@/lib/auth-slice';
import type { User } from '@/lib/user';

/** A signed-in user as GET /me returns it; override what a test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Maya Lopez',
    email: 'maya@example.com',
    image: null,
    role: 'student',
    institute_status: 'true',
    institute_subscription_active: false,
    transaction_id: null,
    subscription_id: null,
    email_verified: true,
    is_admin: 0,
    institute: null,
    institute_invitation: null,
    language: null,
    ...overrides,
  };
}

/** Auth slice state for preloadedState: signed out unless tokens are given. */
export function authState(overrides: Partial<AuthState> = {}): Pick<RootState, 'auth'> {
  return {
    auth: {
      authToken: null,
      adminAuthToken: null,
      instituteAdminAuthToken: null,
      instituteName: null,
      user: null,
      ...overrides,
    },
  };
}

/** A signed-in user with a token and a loaded record. */
export function signedIn(user: Partial<User> = {}): Pick<RootState, 'auth'> {
  return authState({ authToken: 'user-token', user: makeUser(user) });
}
