/** Words and formats of the admin screens (dates in UTC, like core's formatDate). */

/** "Mar 3, 2026, 2:05 PM UTC" for an ISO timestamp; an unreadable one is shown as it is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${text} UTC`;
}

/** "Mar 3" for a week's first day (the sign-up chart's axis). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const ACTION_WORDS: Record<string, string> = {
  'subadmin.create': 'added a subadmin',
  'subadmin.update': 'changed a subadmin',
  'subadmin.delete': 'deleted a subadmin',
  'user.disable': 'disabled an account',
  'user.enable': 'enabled an account',
  'resource.create': 'added a resource',
  'resource.update': 'updated a resource',
  'resource.delete': 'deleted a resource',
  'testimonial.create': 'added a testimonial',
  'testimonial.update': 'updated a testimonial',
  'testimonial.delete': 'deleted a testimonial',
  'free_subscription.add': 'added a free subscription',
  'free_subscription.remove': 'removed a free subscription',
  'subscription.create': 'added an institute subscription',
  'subscription.update': 'updated an institute subscription',
  'subscription.delete': 'deleted an institute subscription',
  'subscription.invite': 'invited an institute admin',
  'content.update': 'updated page content',
  'content.image_update': 'updated a page image',
  'content.image_delete': 'deleted a page image',
};

/** An audit action ("resource.update") in words ("updated a resource"); an unknown one as it is. */
export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? action;
}

const MAX_VALUE_CHARS = 300;

function shown(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

export interface Change {
  field: string;
  before: string;
  after: string;
}

type Item = Record<string, unknown> | null;

/** The fields an audit entry changed, before and after (an added or deleted item: all of them). */
export function changesOf(before: Item, after: Item): Change[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const b = before?.[field];
    const a = after?.[field];
    if (JSON.stringify(b) === JSON.stringify(a)) return [];
    return [{ field, before: shown(b), after: shown(a) }];
  });
}
