import { z } from 'zod';

/**
 * Settings the browser needs, read from the server's environment and embedded into
 * index.html at serve time (docs/decisions/002-public-config-in-html.md).
 */
export const PublicConfigSchema = z.object({
  salesEmail: z.string(),
  salesPhone: z.string(),
  chatUrl: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
    x: z.string(),
    youtube: z.string(),
  }),
  googleClientId: z.string().nullable(),
  /** Google Identity Services client script (a setting, so tests serve their own). */
  googleScriptUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
