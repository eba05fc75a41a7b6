import { formatDate, type Resource } from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { RowActions } from '@/components/admin/row-actions';
import { ACTIONS, TableFrame, TD } from '@/components/admin/table-frame';
import { LANGUAGE_NAMES } from '../admin-texts';

interface ResourcesTableProps {
  resources: Resource[];
  onDelete: (resource: Resource) => void;
}

/** One page of articles, each with Edit (its own screen) and Delete. */
export function ResourcesTable({ resources, onDelete }: ResourcesTableProps) {
  return (
    <TableFrame
      label="Resources"
      columns={[
        { hidden: 'Image' },
        'Title',
        'Category',
        'Sub-category',
        'Language',
        'Updated',
        ACTIONS,
      ]}
    >
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
            <td className={TD} lang={r.language}>
              {LANGUAGE_NAMES[r.language]}
            </td>
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
