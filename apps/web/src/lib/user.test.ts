import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { parseUser } from './parse-user';
import { avatarInitial, showsBecomeAClient, showsReferAndEarn } from './user';

describe('user rules', () => {
  it('shows Refer and Earn only for institute_status exactly "false"', () => {
    expect(showsReferAndEarn(makeUser({ institute_status: 'false' }))).toBe(true);
    expect(showsReferAndEarn(makeUser({ institute_status: 'true' }))).toBe(false);
    expect(showsReferAndEarn(makeUser({ institute_status: 'False' }))).toBe(false);
    expect(showsReferAndEarn(null)).toBe(false);
  });

  it('hides Become a Client for free_subscription or subscription_id 1, shows it otherwise', () => {
    expect(showsBecomeAClient(null)).toBe(true);
    expect(showsBecomeAClient(makeUser())).toBe(true);
    expect(showsBecomeAClient(makeUser({ subscription_id: 2 }))).toBe(true);
    expect(showsBecomeAClient(makeUser({ transaction_id: 'free_subscription' }))).toBe(false);
    expect(showsBecomeAClient(makeUser({ subscription_id: 1 }))).toBe(false);
  });

  it('takes the avatar letter from the name', () => {
    expect(avatarInitial(makeUser({ name: '  zoe park' }))).toBe('Z');
    expect(avatarInitial(makeUser({ name: '' }))).toBeNull();
    expect(avatarInitial(null)).toBeNull();
  });

  it('reads a GET /me body, and nothing else', () => {
    const user = makeUser();
    expect(parseUser(user)).toEqual(user);
    expect(parseUser({ message: 'Not found.' })).toBeNull();
    expect(parseUser('<!doctype html>')).toBeNull();
  });
});
