import type { AuditSummary } from '@degreeworth/core';
import { actionWords, formatDateTime } from '../admin-format';

/** One line of the audit log: who did what, to what, when. */
export function ActivityLine({ entry }: { entry: AuditSummary }) {
  return (
    <>
      <span className="font-medium text-slate-900 break-all">{entry.admin_email}</span>{' '}
      {actionWords(entry.action)}
      {entry.target_id && (
        <span className="text-slate-500">
          {' '}
          ({entry.target_type} {entry.target_id})
        </span>
      )}
      <time dateTime={entry.created_at} className="block text-xs text-slate-500">
        {formatDateTime(entry.created_at)}
      </time>
    </>
  );
}

/** The dashboard's newest admin actions, without before and after. */
export function RecentActivity({ entries }: { entries: AuditSummary[] }) {
  if (entries.length === 0) {
    return <p className="text-slate-600">No admin activity yet.</p>;
  }
  return (
    <ol className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
      {entries.map((entry) => (
        <li key={entry.id} className="p-3 text-sm text-slate-700">
          <ActivityLine entry={entry} />
        </li>
      ))}
    </ol>
  );
}
