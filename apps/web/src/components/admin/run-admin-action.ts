import { statusOf } from '@/components/query-error';
import { toast } from '@/lib/toast';
import type { ActionTexts } from './action-texts';

const messageOf = (answer: unknown): string | null => {
  if (typeof answer !== 'object' || answer === null) return null;
  const { message } = answer as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
};

/**
 * Runs an admin write and toasts its outcome for 1000 ms, as every admin and institute action
 * does: the server's message, else the default of `texts`. Returns the answer, or null when the
 * call failed (on success the cache tags reload the matching list). `onError` also gets a
 * failure (to put the server's field messages on a form's fields).
 */
export async function runAdminAction<T>(
  call: () => Promise<T>,
  texts: ActionTexts,
  onError?: (err: unknown) => void,
): Promise<T | null> {
  try {
    const answer = await call();
    toast.admin.success(messageOf(answer) ?? texts.success);
    return answer;
  } catch (err) {
    // Not an API answer: a bug of ours. People see the default; the details go to the console.
    if (statusOf(err) === null) console.error(err);
    toast.admin.apiError(err, texts.failure);
    onError?.(err);
    return null;
  }
}
