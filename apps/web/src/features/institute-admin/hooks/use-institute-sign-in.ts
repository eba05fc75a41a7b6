import { useNavigate } from 'react-router';
import type { InstituteSignedInResponse } from '@degreeworth/core';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { storeInstituteSession } from '@/lib/session';
import { INSTITUTE_TAGS, instituteApi } from '../api/institute-api';

/**
 * After a sign-in or a set password: stores the institute token and slug (the token is stored
 * when one is returned) and opens /{institute}/admin/dashboard.
 */
export function useInstituteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (answer: InstituteSignedInResponse) => {
    const { slug } = answer.institute;
    dispatch(storeInstituteSession(answer.token, slug));
    // A new session: nothing cached for an earlier one (expired meanwhile) is shown again.
    dispatch(instituteApi.util.invalidateTags([...INSTITUTE_TAGS]));
    navigate(paths.institute.dashboard(slug), { replace: true });
  };
}
