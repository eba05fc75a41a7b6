import { useParams } from 'react-router';
import { STUDENT_STATUSES } from '@degreeworth/core';
import { HomeStudentLoginPage } from '@/features/home/routes/home-student-login-page';
import { NotFoundPage } from './not-found-page';

/**
 * /{mailStatus}/{mail}/{dummyPassword}: the student login link when its first segment is a
 * status the login flow knows (is_new, verify, create_password); any other three-segment path
 * is a page that does not exist, not the home page.
 */
export function StudentLoginRoute() {
  const { mailStatus = '' } = useParams();
  // The list, not its zod schema: the first page's code stays zod-free.
  if (!(STUDENT_STATUSES as readonly string[]).includes(mailStatus)) return <NotFoundPage />;
  return <HomeStudentLoginPage />;
}
