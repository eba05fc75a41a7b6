import { useState } from 'react';
import type { Resource } from '@degreeworth/core';
import { TitledSection } from '@/components/titled-section';
import { Button } from '@/components/ui/button';
import { RESOURCE_TOASTS } from '../admin-texts';
import {
  useAddResourceMutation,
  useDeleteResourceMutation,
  useGetAdminResourcesQuery,
} from '../api/resources-api';
import { AdminPageFrame } from '../components/admin-page-frame';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/admin/query-state';
import { ResourceForm } from '../components/resource-form';
import { ResourcesFilters } from '../components/resources-filters';
import { ResourcesTable } from '../components/resources-table';
import { useListParams } from '@/lib/use-list-params';
import { runAdminAction } from '@/components/admin/run-admin-action';

function AddResource({ onDone }: { onDone: () => void }) {
  const [addResource, { isLoading }] = useAddResourceMutation();
  return (
    <TitledSection
      title="Add a resource"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <ResourceForm
        submitLabel="Add resource"
        isBusy={isLoading}
        onSubmit={async (body, onError) =>
          (await runAdminAction(() => addResource(body).unwrap(), RESOURCE_TOASTS.add, onError)) !==
          null
        }
        onDone={onDone}
      />
    </TitledSection>
  );
}

function ResourcesScreen({ isAdding, onAdded }: { isAdding: boolean; onAdded: () => void }) {
  const params = useListParams();
  const search = params.text('search');
  const category = params.text('category');
  const list = useGetAdminResourcesQuery({ search, category, page: params.page });
  const [deleteResource, { isLoading: isDeleting }] = useDeleteResourceMutation();
  const [pending, setPending] = useState<Resource | null>(null);

  const confirmDelete = async () => {
    if (!pending) return;
    await runAdminAction(() => deleteResource(pending.id).unwrap(), RESOURCE_TOASTS.remove);
    setPending(null);
  };

  return (
    <>
      {isAdding && <AddResource onDone={onAdded} />}
      <ResourcesFilters
        key={`${search}|${category}`}
        search={search ?? ''}
        category={category ?? ''}
        onChange={params.update}
      />
      <QueryState
        query={list}
        fallback={RESOURCE_TOASTS.fetchFailed}
        isEmpty={(data) => data.resources.length === 0}
        empty={search || category ? 'No resources match.' : 'No resources yet.'}
        loadingLabel="Loading resources"
      >
        {(data) => (
          <>
            <ResourcesTable resources={data.resources} onDelete={setPending} />
            <Pager
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              noun="resource"
              onPage={params.setPage}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        title={pending && `Delete "${pending.title}"?`}
        message="The article and its image are removed for good."
        confirmLabel="Delete"
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** /crm/resources (permission "resources"): the article list with search and category, and the add form. */
export function AdminResourcesPage() {
  const [isAdding, setIsAdding] = useState(false);
  return (
    <AdminPageFrame
      title="Resources"
      permission="resources"
      actions={
        <Button aria-expanded={isAdding} onClick={() => setIsAdding((open) => !open)}>
          {isAdding ? 'Close the form' : 'Add resource'}
        </Button>
      }
    >
      <ResourcesScreen isAdding={isAdding} onAdded={() => setIsAdding(false)} />
    </AdminPageFrame>
  );
}
