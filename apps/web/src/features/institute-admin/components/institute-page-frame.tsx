import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { INSTITUTE_TEXT, type Institute } from '@degreeworth/core';
import { AdminShell } from '@/components/admin/admin-shell';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useInstituteMe } from '../hooks/use-institute-me';
import { TEXT } from '../institute-texts';
import { InstituteNav } from './institute-nav';
import { SubscriptionBanner } from './subscription-banner';

interface InstitutePageFrameProps {
  title: string;
  /** Only the institute admin (owner) uses the screen; a counselor is told so, with no API call. */
  isOwnerOnly?: boolean;
  /** What a counselor is told on an owner-only screen. */
  ownerOnlyText?: string;
  /** A line beside the title (an action button). */
  actions?: ReactNode;
  children?: ReactNode;
}

function Brand({ institute, fallback }: { institute: Institute | undefined; fallback: string }) {
  return (
    <span className="flex items-center gap-2">
      {institute?.logo && (
        <img
          src={institute.logo}
          alt=""
          className="h-8 w-8 shrink-0 rounded bg-white object-contain"
        />
      )}
      <span className="break-words">{institute?.name ?? fallback}</span>
    </span>
  );
}

/**
 * Frame of the /{institute}/admin/* screens: the institute's name and logo, the navigation, who
 * is signed in, and the screen's h1 and content.
 */
export function InstitutePageFrame({
  title,
  isOwnerOnly = false,
  ownerOnlyText = INSTITUTE_TEXT.ownerOnly,
  actions,
  children,
}: InstitutePageFrameProps) {
  const { institute = '' } = useParams();
  const { me, isOwner, isLoading, isError, refetch } = useInstituteMe();
  // An owner-only screen waits for the role (GET /institute/me); if that fails, the screen's
  // own calls go ahead and the server decides (a counselor gets its 403 message).
  const isChecking = isOwnerOnly && isOwner === null && isLoading;
  const isDenied = isOwnerOnly && isOwner === false;
  return (
    <AdminShell
      seoTitle={`Institute: ${title}`}
      brand={<Brand institute={me?.institute} fallback={institute} />}
      menu={
        <InstituteNav
          institute={institute}
          me={me}
          isLoading={isLoading}
          onRetry={isError && !me ? refetch : null}
        />
      }
      title={title}
      actions={!isDenied && !isChecking && actions}
    >
      {me && <SubscriptionBanner institute={me.institute} />}
      {isChecking ? (
        <Spinner size="lg" label={TEXT.checkingAccess} />
      ) : isDenied ? (
        <FormAlert message={ownerOnlyText} />
      ) : (
        children
      )}
    </AdminShell>
  );
}
