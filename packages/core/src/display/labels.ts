import type { Control, RankingType } from '../schemas/rankings';
import type { InstituteRole } from '../schemas/institute';
import { US_STATES } from '../us-states';

/** How a college's control (spec: public / private nonprofit / for-profit) is written. */
export const CONTROL_LABELS: Readonly<Record<Control, string>> = {
  public: 'Public',
  private_nonprofit: 'Private nonprofit',
  private_for_profit: 'Private for-profit',
};

/** How a ranking type (the credential level) is written. */
export const TYPE_LABELS: Readonly<Record<RankingType, string>> = {
  bachelors: "Bachelor's",
  associate: 'Associate',
  certificate: 'Certificate',
};

/** A state's name from its postal code ("MA" → "Massachusetts"); null when unknown or empty. */
export function stateName(code: string | null | undefined): string | null {
  if (!code) return null;
  return US_STATES.find((s) => s.code === code)?.name ?? null;
}

/** How an institute admin's role is written (issue #13: the owner and the counselors). */
export const INSTITUTE_ROLE_LABELS: Readonly<Record<InstituteRole, string>> = {
  owner: 'Institute admin',
  counselor: 'Counselor',
};
