import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface AccountBoxProps {
  /** Who is signed in, once known. */
  account: { name: string; detail: string } | null;
  isLoading: boolean;
  /** "Loading your screens…" */
  loadingText: string;
  /** Said with Try again when the account could not be loaded. */
  failedText: string;
  onRetry: (() => void) | null;
  onLogout: () => void;
}

/** The foot of an admin side bar: who is signed in (or why not yet) and Log out. */
export function AccountBox({
  account,
  isLoading,
  loadingText,
  failedText,
  onRetry,
  onLogout,
}: AccountBoxProps) {
  return (
    <>
      {!account && isLoading && (
        <p className="flex items-center gap-2 text-sm text-slate-400">
          <Spinner /> {loadingText}
        </p>
      )}
      {!account && onRetry && (
        <div className="space-y-2 text-sm">
          <p>{failedText}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      <div className="border-t border-slate-700 pt-4 text-sm">
        {account && (
          <p className="mb-2 break-words">
            <span className="block text-white">{account.name}</span>
            <span className="block text-slate-400">{account.detail}</span>
          </p>
        )}
        <Button size="sm" variant="secondary" onClick={onLogout}>
          Log out
        </Button>
      </div>
    </>
  );
}
