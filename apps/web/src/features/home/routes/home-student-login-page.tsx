import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { studentLoginOpened } from '@/lib/ui-slice';
import { HomePage } from './home-page';

/** /{mailStatus}/{mail}/{dummyPassword}: Home with the student login step open. */
export function HomeStudentLoginPage() {
  const dispatch = useAppDispatch();
  const { mailStatus = '', mail = '', dummyPassword = '' } = useParams();
  useEffect(() => {
    dispatch(studentLoginOpened({ mailStatus, mail, dummyPassword }));
  }, [dispatch, mailStatus, mail, dummyPassword]);
  return <HomePage />;
}
