import { describe, expect, it } from 'vitest';
import { MESSAGES, readWaitMessage, waitMessage } from './messages';

describe("a limit's message", () => {
  it('says when to try again in whole minutes, rounded up, one minute in the singular', () => {
    expect(waitMessage(MESSAGES.tooManyAttempts, 700)).toBe(
      'Too many attempts. Please wait 12 minutes and try again.',
    );
    expect(waitMessage('Too many sign-in links.', 1)).toBe(
      'Too many sign-in links. Please wait 1 minute and try again.',
    );
    expect(waitMessage(MESSAGES.tooManyImageUploads, 60)).toBe(
      'Too many image uploads. Please wait 1 minute and try again.',
    );
  });

  it('reads back its subject and minutes, and nothing from other texts', () => {
    for (const [subject, seconds, minutes] of [
      [MESSAGES.tooManyAttempts, 700, 12],
      ['You have reached the hourly limit of PDF reports.', 30, 1],
    ] as const) {
      expect(readWaitMessage(waitMessage(subject, seconds))).toEqual({ subject, minutes });
    }
    expect(readWaitMessage(MESSAGES.tooManyAttempts)).toBeNull();
    expect(readWaitMessage('Please wait 3 minutes and try again.')).toBeNull();
    expect(readWaitMessage('Too many attempts. Please wait a minute and try again.')).toBeNull();
  });
});
