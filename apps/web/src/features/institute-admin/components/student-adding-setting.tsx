import { useId } from 'react';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { useSaveInstituteSettingsMutation } from '../api/institute-auth-api';
import { useInstituteMe } from '../hooks/use-institute-me';
import { TEXT, TOASTS } from '../institute-texts';

/**
 * The owner's choice whether counselors may add students and import them from a CSV: a switch
 * saved at once (POST /institute/settings), its state read back from GET /institute/me.
 */
export function StudentAddingSetting() {
  const id = useId();
  const { me } = useInstituteMe();
  const [save, { isLoading }] = useSaveInstituteSettingsMutation();
  if (!me) return null;
  const allowed = me.institute.counselors_add_students;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {TEXT.settingsHeading}
      </h2>
      <div className="mt-2 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={allowed}
          disabled={isLoading}
          aria-describedby={`${id}-hint`}
          onChange={(event) =>
            void runAdminAction(
              () => save({ counselors_add_students: event.target.checked }).unwrap(),
              TOASTS.update,
            )
          }
          className="mt-1 h-4 w-4 rounded border-slate-400 text-emerald-700"
        />
        <div>
          <label htmlFor={id} className="font-medium text-slate-900">
            {TEXT.counselorsAddStudents}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {TEXT.counselorsAddStudentsHint}
          </p>
        </div>
      </div>
    </section>
  );
}
