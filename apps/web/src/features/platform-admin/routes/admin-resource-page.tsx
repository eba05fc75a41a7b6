import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Resource } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';
import { RESOURCE_TOASTS } from '../admin-texts';
import {
  resourcesApi,
  useDeleteResourceMutation,
  useGetAdminResourceQuery,
  useUpdateResourceMutation,
} from '../api/resources-api';
import { AdminPageFrame } from '../components/admin-page-frame';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { QueryState } from '@/components/admin/query-state';
import { ResourceForm } from '../components/resource-form';
import { runAdminAction } from '@/components/admin/run-admin-action';

function EditResource({ resource }: { resource: Resource }) {
  const navigate = useNavigate();
  const [updateResource, { isLoading }] = useUpdateResourceMutation();
  const [deleteResource, { isLoading: isDeleting }] = useDeleteResourceMutation();
  const [isConfirming, setIsConfirming] = useState(false);

  const confirmDelete = async () => {
    const done = await runAdminAction(
      () => deleteResource(resource.id).unwrap(),
      RESOURCE_TOASTS.remove,
    );
    setIsConfirming(false);
    if (done) navigate(paths.crm.resources, { replace: true });
  };

  return (
    <>
      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
        <ResourceForm
          // A saved change remounts the form on the stored article (and forgets the chosen file).
          key={resource.updated_at}
          resource={resource}
          submitLabel="Save changes"
          isBusy={isLoading}
          onSubmit={async (body, onError) =>
            (await runAdminAction(
              () => updateResource({ id: resource.id, body }).unwrap(),
              RESOURCE_TOASTS.update,
              onError,
            )) !== null
          }
        />
      </div>
      <Button
        variant="secondary"
        className="border-red-700 text-red-800 hover:bg-red-50"
        onClick={() => setIsConfirming(true)}
      >
        Delete resource
      </Button>
      <ConfirmDialog
        title={isConfirming ? `Delete "${resource.title}"?` : null}
        message="The article and its image are removed for good."
        confirmLabel="Delete"
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}

function ResourceScreen({ id }: { id: string }) {
  const query = useGetAdminResourceQuery(id);
  return (
    <QueryState
      query={query}
      fallback={RESOURCE_TOASTS.fetchFailed}
      isEmpty={() => false}
      empty={null}
      loadingLabel="Loading the resource"
    >
      {(data) => <EditResource resource={data.resource} />}
    </QueryState>
  );
}

/** /crm/resources/{id} (permission "resources"): edit an article, or delete it. */
export function AdminResourcePage() {
  const { id = '' } = useParams();
  // Reads the cache only: the screen below makes the call (not at all without the permission).
  const { data } = resourcesApi.endpoints.getAdminResource.useQueryState(id);
  return (
    <AdminPageFrame title={data?.resource.title ?? `Resource ${id}`} permission="resources">
      <ButtonLink to={paths.crm.resources} variant="link">
        Back to resources
      </ButtonLink>
      <ResourceScreen id={id} />
    </AdminPageFrame>
  );
}
