import { useState } from 'react';
import type { AuditEntry } from '@degreeworth/core';
import { TitledSection } from '@/components/titled-section';
import { changesOf } from '../admin-format';
import { GENERIC_TEXT } from '@/components/admin/action-texts';
import { useGetAuditLogQuery } from '../api/dashboard-api';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/admin/query-state';
import { ActivityLine } from './recent-activity';

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm text-emerald-800">Before and after</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-xs">
          <caption className="sr-only">Changes of this action</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-2 py-1">
                Field
              </th>
              <th scope="col" className="px-2 py-1">
                Before
              </th>
              <th scope="col" className="px-2 py-1">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field} className="border-b border-slate-100 align-top">
                <th scope="row" className="px-2 py-1 font-medium">
                  {c.field}
                </th>
                <td className="px-2 py-1 break-all whitespace-pre-wrap">{c.before}</td>
                <td className="px-2 py-1 break-all whitespace-pre-wrap">{c.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The whole audit log, newest first, 20 a page, each action with its before and after (full admins). */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const query = useGetAuditLogQuery(page);
  return (
    <TitledSection title="Audit log">
      <QueryState
        query={query}
        fallback={GENERIC_TEXT.fetchFailed}
        isEmpty={(data) => data.entries.length === 0}
        empty="No admin actions recorded yet."
        loadingLabel="Loading the audit log"
      >
        {(data) => (
          <>
            <ol className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
              {data.entries.map((entry) => (
                <li key={entry.id} className="p-3 text-sm text-slate-700">
                  <ActivityLine entry={entry} />
                  <Changes entry={entry} />
                </li>
              ))}
            </ol>
            <Pager
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              noun="action"
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </TitledSection>
  );
}
