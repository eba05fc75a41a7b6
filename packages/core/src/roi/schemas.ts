import { z } from 'zod';
import { NUMBER_INPUT_MAX } from '../constants';
import { CREDENTIALS } from './defaults';
import type { InstitutionRoiInput } from './institution';
import type { PersonalRoiInput } from './personal';

/**
 * Zod schemas of the engine inputs, for the API and the forms. Each is checked against
 * the engine's input type (`satisfies`), so the two cannot drift. Defaults are applied by
 * the engine (ROI_DEFAULTS), not here: an omitted field stays omitted.
 */

/** Dollars per year, negative allowed (net price can be below zero). */
const signedMoney = z.number().min(-NUMBER_INPUT_MAX).max(NUMBER_INPUT_MAX);
const money = z.number().min(0).max(NUMBER_INPUT_MAX);
const fraction = z.number().min(0).max(1);
const growth = z.number().min(-0.1).max(0.2);
const years = z.number().int().min(1).max(10);

export const CredentialSchema = z.enum(CREDENTIALS);

export const EarningsInputSchema = z.object({
  p6: money.nullable().optional(),
  p8: money.nullable().optional(),
  p10: money.nullable().optional(),
  completerAnchors: z
    .array(
      z.object({
        yearsAfterCompletion: z.number().int().min(1).max(10),
        earnings: money.nullable(),
      }),
    )
    .max(8)
    .optional(),
});

/** Overrides shared by both views (see AssumptionOverrides). */
const assumptionShape = {
  yearsEnrolled: years.optional(),
  yearsBeforeLeaving: years.optional(),
  discountRate: z.number().min(0).max(0.25).optional(),
  tax: z.number().min(0).max(0.9).optional(),
  earlyGrowth: growth.optional(),
  lateGrowth: growth.optional(),
};

const majorEarningsRatio = z.number().positive().max(10).nullable().optional();

export const InstitutionRoiInputSchema = z.object({
  ...assumptionShape,
  credential: CredentialSchema,
  netPrice: signedMoney.nullable(),
  lowIncomeNetPrice: signedMoney.nullable().optional(),
  completionRate: fraction.nullable(),
  earnings: EarningsInputSchema,
  baseline: money.nullable(),
  majorEarningsRatio,
}) satisfies z.ZodType<InstitutionRoiInput>;

export const PersonalRoiInputSchema = z.object({
  ...assumptionShape,
  credential: CredentialSchema,
  costOfAttendance: money.nullable(),
  grants: money.optional(),
  scholarships: money.optional(),
  isOutOfState: z.boolean().optional(),
  tuitionInState: money.nullable().optional(),
  tuitionOutOfState: money.nullable().optional(),
  loans: z.union([money, z.array(money).max(10)]).optional(),
  loanRate: z.number().min(0).max(0.3).optional(),
  originationFee: z.number().min(0).max(0.1).optional(),
  graceMonths: z.number().int().min(0).max(36).optional(),
  subsidizedShare: fraction.optional(),
  capitalizeInterest: z.boolean().optional(),
  termYears: z.number().int().min(1).max(30).nullable().optional(),
  firstDisbursement: z.coerce.date().optional(),
  startingSalary: money.nullable().optional(),
  earnings: EarningsInputSchema.optional(),
  majorEarningsRatio,
  baseline: money.nullable(),
  completionRate: fraction.nullable().optional(),
}) satisfies z.ZodType<PersonalRoiInput>;

/** What a form or request body may send (dates as ISO strings). */
export type PersonalRoiInputBody = z.input<typeof PersonalRoiInputSchema>;
export type InstitutionRoiInputBody = z.input<typeof InstitutionRoiInputSchema>;
