import { formatDate, type Resource } from '@degreeworth/core';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
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
              <div className="flex gap-2">
                <ButtonLink
                  to={paths.crm.resource(r.id)}
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${r.title}`}
                >
                  Edit
                </ButtonLink>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${r.title}`}
                  onClick={() => onDelete(r)}
                >
                  Delete
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
