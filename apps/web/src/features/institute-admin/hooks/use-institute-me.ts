import { useEffect } from 'react';
import { selectInstituteAdminAuthToken, selectInstituteName } from '@/lib/auth-slice';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { storeInstituteSession } from '@/lib/session';
import { useGetInstituteMeQuery } from '../api/institute-auth-api';

/**
 * Who is signed in to the institute screens (GET /institute/me): name, role (owner or
 * counselor) and the institute. Its slug is kept beside the token, so the route guard sends a
 * URL naming another institute to the same page of this one (decision 015).
 */
export function useInstituteMe() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectInstituteAdminAuthToken);
  const storedSlug = useAppSelector(selectInstituteName);
  const query = useGetInstituteMeQuery(token ?? '', { skip: !token });
  const slug = query.data?.institute.slug;
  useEffect(() => {
    if (token && slug && slug !== storedSlug) dispatch(storeInstituteSession(token, slug));
  }, [dispatch, token, slug, storedSlug]);
  return {
    me: query.data ?? null,
    /** null while unknown. */
    isOwner: query.data ? query.data.user.role === 'owner' : null,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
}
