import { api, type ApiExtraOptions } from '@/lib/api';

/**
 * The institute screens' cache tags: every add, update or delete reloads the matching list.
 * Students and counselors also change the dashboard's figures.
 */
export const INSTITUTE_TAGS = [
  'InstituteMe',
  'InstituteDashboard',
  'InstituteStudents',
  'InstituteInvitations',
  'InstituteStudentScenarios',
  'InstituteScenario',
  'InstituteCounselors',
] as const;

/** The single api with the institute tags added; every institute endpoint is injected into it. */
export const instituteApi = api.enhanceEndpoints({ addTagTypes: INSTITUTE_TAGS });

/** Every institute call sends instituteAdminAuthToken (the auth hint of lib/api.ts). */
export const INSTITUTE_AUTH = { auth: 'institute' } as const satisfies ApiExtraOptions;

/** A file answer (a PDF, a CSV report) as an object URL; the caller saves it and lets it go. */
export const objectUrlOf = (blob: Blob) => URL.createObjectURL(blob);

export const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/**
 * Tags a write invalidates once it succeeded: a refused write (a CSV with row errors, a full
 * class) changed nothing, so nothing reloads.
 */
export const whenDone =
  <T>(tags: readonly T[]) =>
  (result: unknown): T[] =>
    result ? [...tags] : [];
