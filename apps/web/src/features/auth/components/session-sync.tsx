import { useCurrentUserLoader } from '../hooks/use-current-user-loader';
import { useStorageSync } from '../hooks/use-storage-sync';
import { useUrlToken } from '../hooks/use-url-token';

/** Keeps the session in step with storage, the URL and the server (spec §4). Renders nothing. */
export function SessionSync() {
  useStorageSync();
  useUrlToken();
  useCurrentUserLoader();
  return null;
}
