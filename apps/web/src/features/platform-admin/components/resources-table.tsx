import { formatDate, type Resource } from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { RowActions } from './row-actions';
import { TableFrame, TD, TH } from './table-frame';

interface ResourcesTableProps {
  resources: Resource[];
  onDelete: (resource: Resource) => void;
}

/** One page of articles, each with Edit (its own screen) and Delete. */
export function ResourcesTable({ resources, onDelete }: ResourcesTableProps) {
  return (
    <TableFrame label="Resources">
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <th scope="col" className={TH}>
            <span className="sr-only">Image</span>
          </th>
          {['Title', 'Category', 'Sub-category', 'Updated'].map((h) => (
            <th key={h} scope="col" className={TH}>
              {h}
            </th>
          ))}
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {resources.map((r) => (
          <tr key={r.id}>
            <td className={TD}>
              <img src={r.image} alt="" className="h-12 w-12 rounded object-cover" />
            </td>
            <th scope="row" className={`${TD} font-medium`}>
              {r.title}
            </th>
            <td className={TD}>{r.category}</td>
            <td className={TD}>{r.sub_category ?? '—'}</td>
            <td className={TD}>{formatDate(r.updated_at)}</td>
            <td className={`${TD} whitespace-nowrap`}>
              <RowActions
                name={r.title}
                editTo={paths.crm.resource(r.id)}
                onDelete={() => onDelete(r)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
