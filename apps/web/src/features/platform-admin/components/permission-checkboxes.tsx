import { ADMIN_PERMISSIONS, type AdminPermission } from '@degreeworth/core';
import { FieldError } from '@/components/ui/field-error';

export const PERMISSION_LABELS: Record<AdminPermission, string> = {
  users: 'Users',
  resources: 'Resources',
  testimonials: 'Testimonials',
  subscriptions: 'Subscriptions',
  'free-subscription': 'Free subscriptions',
  content: 'Page content',
  subadmins: 'Subadmins',
};

interface PermissionCheckboxesProps {
  value: readonly AdminPermission[];
  onChange: (value: AdminPermission[]) => void;
  /** Permissions the signed-in admin holds; nobody can grant others (the server refuses them). */
  grantable: (permission: AdminPermission) => boolean;
  error?: string | null;
}

/** The screens a subadmin may use, one checkbox each, in a fieldset. */
export function PermissionCheckboxes({
  value,
  onChange,
  grantable,
  error,
}: PermissionCheckboxesProps) {
  const toggle = (permission: AdminPermission, isOn: boolean) =>
    onChange(ADMIN_PERMISSIONS.filter((p) => (p === permission ? isOn : value.includes(p))));
  return (
    <fieldset aria-describedby={error ? 'permissions-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Permissions</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ADMIN_PERMISSIONS.map((permission) => {
          const isGrantable = grantable(permission);
          return (
            <label key={permission} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-emerald-700"
                checked={value.includes(permission)}
                disabled={!isGrantable}
                onChange={(event) => toggle(permission, event.target.checked)}
              />
              {PERMISSION_LABELS[permission]}
              {!isGrantable && <span className="text-xs text-slate-500">(you do not hold it)</span>}
            </label>
          );
        })}
      </div>
      <FieldError id="permissions-error" message={error} />
    </fieldset>
  );
}
