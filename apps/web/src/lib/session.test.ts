import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store';
import { signedIn } from '@/testing/fixtures';
import { logout, storeInstituteSession, storeUserToken } from './session';
import { pricingModalOpened } from './ui-slice';

describe('session thunks', () => {
  it('logout clears authToken, email and the calculator draft, resets every slice, and keeps the admin sessions', () => {
    localStorage.setItem('authToken', 'user-token');
    localStorage.setItem('email', 'maya@example.com');
    localStorage.setItem('calculatorDraft', '{"version":1}');
    localStorage.setItem('adminAuthToken', 'admin-token');
    const store = makeStore(signedIn());
    store.dispatch(pricingModalOpened());
    store.dispatch(logout());
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(localStorage.getItem('calculatorDraft')).toBeNull();
    expect(store.getState().auth).toEqual({
      authToken: null,
      adminAuthToken: 'admin-token',
      instituteAdminAuthToken: null,
      instituteName: null,
      user: null,
    });
    expect(store.getState().ui.modal).toBeNull();
  });

  it('storeUserToken writes storage and the store, and forgets the previous user record', () => {
    const store = makeStore(signedIn());
    store.dispatch(storeUserToken('next-token'));
    expect(localStorage.getItem('authToken')).toBe('next-token');
    expect(store.getState().auth).toMatchObject({ authToken: 'next-token', user: null });
  });

  it('storeInstituteSession keeps the institute slug beside the token', () => {
    const store = makeStore();
    store.dispatch(storeInstituteSession('institute-token', 'acme'));
    expect(localStorage.getItem('instituteAdminAuthToken')).toBe('institute-token');
    expect(localStorage.getItem('instituteName')).toBe('acme');
    expect(store.getState().auth).toMatchObject({
      instituteAdminAuthToken: 'institute-token',
      instituteName: 'acme',
    });
  });

  it('a new store starts from the tokens in storage', () => {
    localStorage.setItem('authToken', 'stored-user');
    localStorage.setItem('instituteAdminAuthToken', 'stored-institute');
    localStorage.setItem('instituteName', 'acme');
    expect(makeStore().getState().auth).toMatchObject({
      authToken: 'stored-user',
      instituteAdminAuthToken: 'stored-institute',
      instituteName: 'acme',
    });
  });
});
