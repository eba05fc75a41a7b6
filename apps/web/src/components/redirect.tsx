import { Navigate, useLocation, type To } from 'react-router';

/**
 * `<Navigate replace>` that runs again on every navigation to the place it guards. React
 * Router's `<Navigate>` navigates in an effect that runs once per target; when the reader comes
 * back to a guarded page before the redirect's page has rendered (Back, or a link, while the
 * login's code loads; router updates are transitions), the same `<Navigate>` stays mounted and
 * the reader stays on the guarded page. Keyed by the location, it mounts anew and redirects.
 */
export function Redirect({ to }: { to: To }) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}
