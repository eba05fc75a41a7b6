import { z } from 'zod';
import { SavedScenarioSchema } from './api';

/**
 * Read-only share links of a saved scenario: its owner makes one link (POST
 * /scenario/{id}/share) that anyone may open without an account (GET /shared-scenarios/{token}),
 * and stops it (DELETE /scenario/{id}/share). A scenario has at most one live link; a link made
 * after stopping the old one has a new token.
 */

/** The API's answers about share links; the web shows the same words. */
export const SCENARIO_SHARE_TEXT = {
  created: 'Share link created. Anyone with the link can see these results.',
  existing: 'This scenario is already shared. Here is its link.',
  stopped: 'Sharing stopped. The link no longer works.',
  /** Every token that opens nothing: unknown, stopped, or its scenario deleted. */
  gone: 'This link no longer works. Ask the person who shared it for a new one.',
} as const;

/** A live share link, as its owner sees it. */
export const ScenarioShareSchema = z.object({
  /** 32 random bytes in base64url (43 characters). */
  token: z.string(),
  /** The page a person opens: `${PUBLIC_URL}/#/shared/{token}`. */
  url: z.string(),
  created_at: z.string(),
});
export type ScenarioShare = z.infer<typeof ScenarioShareSchema>;

/** POST /scenario/{id}/share: 201 with a new link, 200 with the link the scenario already has. */
export const ScenarioShareResponseSchema = z.object({
  message: z.string(),
  share: ScenarioShareSchema,
});
export type ScenarioShareResponse = z.infer<typeof ScenarioShareResponseSchema>;

/** GET /scenario/{id}/share: the scenario's live link, or null when it is not shared. */
export const ScenarioShareStatusSchema = z.object({
  share: ScenarioShareSchema.nullable(),
});
export type ScenarioShareStatus = z.infer<typeof ScenarioShareStatusSchema>;

/**
 * A shared scenario as anyone with the link reads it: its name, what was typed (the saved
 * payload), the colleges' names and the server's results, as its owner sees them. Never the
 * scenario's id, its owner or the school's comments.
 */
export const SharedScenarioSchema = SavedScenarioSchema.pick({
  name: true,
  payload: true,
  colleges: true,
  results: true,
  updated_at: true,
});
export type SharedScenario = z.infer<typeof SharedScenarioSchema>;

/** GET /shared-scenarios/{token}. */
export const SharedScenarioResponseSchema = z.object({ scenario: SharedScenarioSchema });
export type SharedScenarioResponse = z.infer<typeof SharedScenarioResponseSchema>;
