import { z } from 'zod';
import { unknownKeysMessage } from './input-limits';
import { requiredText } from './admin-fields';
import { LANGUAGES } from '../constants';

/**
 * Editable texts of the public pages (/crm/home, /crm/rankings, /crm/resources-content,
 * /crm/about, and the legal pages /crm/privacy, /crm/terms, /crm/accessibility): one JSON
 * document per page, checked with the page's schema, plain text only (the web shows it as text;
 * line breaks are kept in paragraphs), plus one optional image per page. Defaults:
 * page-content-defaults.ts and legal-page-defaults.ts; how stored texts meet them:
 * page-content-merge.ts.
 */

/** The legal pages, linked from the footer. Their long texts stay out of the first bundle. */
export const LEGAL_PAGE_KEYS = ['privacy', 'terms', 'accessibility'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];
export const PAGE_KEYS = ['home', 'rankings', 'resources', 'about', ...LEGAL_PAGE_KEYS] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
/** The pages whose defaults are in the first bundle (PAGE_CONTENT_DEFAULTS). */
export type SitePageKey = Exclude<PageKey, LegalPageKey>;
export const isPageKey = (value: string): value is PageKey =>
  (PAGE_KEYS as readonly string[]).includes(value);

/** Longest text of each kind, characters. */
export const PAGE_TEXT_LIMITS = { heading: 120, label: 60, paragraph: 1_000 } as const;

export const PAGE_CONTENT_TEXT = {
  // The admin screens' usual success texts.
  updated: 'Updated successfully.',
  deleted: 'Deleted successfully.',
  notFound: 'This page does not exist.',
  noImage: 'This page has no image.',
  imageRequired: 'An image is required.',
  noHtml: 'Use plain text: HTML tags are not allowed.',
  notObject: 'Each part of the page content must be a JSON object.',
  noFormData: 'Send the image as multipart form data (a file part named image).',
  // The words PUT /me/language answers.
  language: `Choose one of these languages: ${LANGUAGES.join(', ')}.`,
} as const;

/**
 * `?language=` of GET /content/{page} and of the admin's GET and POST /admin/content/{page}:
 * which language's texts; English when absent. In the URL, so a public answer stays cacheable.
 */
export const PageContentQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: PAGE_CONTENT_TEXT.language }).optional(),
});

/** Looks like the start of an HTML tag, comment or declaration ("a < b" is fine). */
const HTML_TAG = /<[a-zA-Z/!?]/;

const plain = (label: string, max: number, multiline = false) =>
  requiredText(label, max, multiline).refine((v) => !HTML_TAG.test(v), PAGE_CONTENT_TEXT.noHtml);
const heading = (label = 'Heading') => plain(label, PAGE_TEXT_LIMITS.heading);
const label = (name = 'Label') => plain(name, PAGE_TEXT_LIMITS.label);
const paragraph = (name = 'Text') => plain(name, PAGE_TEXT_LIMITS.paragraph, true);

const part = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys
        ? unknownKeysMessage(issue.keys)
        : PAGE_CONTENT_TEXT.notObject,
  });

const section = () => part({ title: heading('Title'), text: paragraph() });
const linkedSection = () =>
  part({ title: heading('Title'), text: paragraph(), link_label: label('Link label') });

/** /: hero, the three "how it helps" sections (their links go to fixed routes), schools callout. */
export const HomeContentSchema = part({
  hero: part({
    eyebrow: label('Eyebrow'),
    title: heading('Title'),
    text: paragraph(),
    primary_button: label('Button label'),
    secondary_button: label('Button label'),
  }),
  how: part({
    heading: heading(),
    calculator: linkedSection(),
    rankings: linkedSection(),
    resources: linkedSection(),
  }),
  schools: part({ heading: heading(), text: paragraph(), button: label('Button label') }),
});

/** /rankings: the page title, its introduction and the "How we rank" link. */
export const RankingsContentSchema = part({
  title: heading('Title'),
  intro: paragraph('Introduction'),
  how_we_rank: label('Link label'),
});

/** /resources: the page title, its introduction and the text shown while there is no article. */
export const ResourcesContentSchema = part({
  title: heading('Title'),
  intro: paragraph('Introduction'),
  empty_title: heading('Title'),
  empty_text: paragraph(),
});

/** /about: title, introduction and three sections (#mission, #method, #who). */
export const AboutContentSchema = part({
  title: heading('Title'),
  intro: paragraph('Introduction'),
  mission: section(),
  method: section(),
  who: section(),
});

/**
 * A legal page: title, the "last updated" line, an introduction and its sections in a fixed order,
 * each a heading and its text (the section's key is its #anchor on the page).
 */
const legalPage = <S extends z.ZodRawShape>(sections: S) =>
  part({
    title: heading('Title'),
    updated: label('Updated on'),
    intro: paragraph('Introduction'),
    sections: part(sections),
  });

/** /privacy: what is collected and why, how long it stays, who sees it, children, selling, copies. */
export const PrivacyContentSchema = legalPage({
  collect: section(),
  keep: section(),
  access: section(),
  children: section(),
  selling: section(),
  your_data: section(),
  contact: section(),
});

/** /terms: the service, accounts, Individual Pro, school plans, acceptable use, changes. */
export const TermsContentSchema = legalPage({
  service: section(),
  accounts: section(),
  pro: section(),
  schools: section(),
  use: section(),
  changes: section(),
});

/** /accessibility: the goal, how it is tested, what helps, how to report a problem. */
export const AccessibilityContentSchema = legalPage({
  goal: section(),
  testing: section(),
  features: section(),
  report: section(),
});

export type HomeContent = z.output<typeof HomeContentSchema>;
export type RankingsContent = z.output<typeof RankingsContentSchema>;
export type ResourcesContent = z.output<typeof ResourcesContentSchema>;
export type AboutContent = z.output<typeof AboutContentSchema>;
export type PrivacyContent = z.output<typeof PrivacyContentSchema>;
export type TermsContent = z.output<typeof TermsContentSchema>;
export type AccessibilityContent = z.output<typeof AccessibilityContentSchema>;
/** What every legal page has in common; its sections differ by page. */
export interface LegalContent {
  title: string;
  updated: string;
  intro: string;
  sections: Record<string, { title: string; text: string }>;
}
export interface PageContentMap {
  home: HomeContent;
  rankings: RankingsContent;
  resources: ResourcesContent;
  about: AboutContent;
  privacy: PrivacyContent;
  terms: TermsContent;
  accessibility: AccessibilityContent;
}

export const PAGE_CONTENT_SCHEMAS = {
  home: HomeContentSchema,
  rankings: RankingsContentSchema,
  resources: ResourcesContentSchema,
  about: AboutContentSchema,
  privacy: PrivacyContentSchema,
  terms: TermsContentSchema,
  accessibility: AccessibilityContentSchema,
} as const;

/** Every part optional, at any depth. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** The same strict object with every key optional at every depth (a sent part of a page). */
function partialDeep(schema: z.ZodObject): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, value] of Object.entries(schema.shape)) {
    const inner = value instanceof z.ZodObject ? partialDeep(value) : (value as z.ZodType);
    shape[key] = inner.optional();
  }
  return part(shape);
}

/**
 * POST /admin/content/{page} body: any part of the page's texts (what is sent replaces what was
 * stored; the rest is kept). Unknown keys are refused, so a typo never goes unnoticed.
 */
export const PAGE_CONTENT_INPUT_SCHEMAS = {
  home: partialDeep(HomeContentSchema) as unknown as z.ZodType<DeepPartial<HomeContent>>,
  rankings: partialDeep(RankingsContentSchema) as unknown as z.ZodType<
    DeepPartial<RankingsContent>
  >,
  resources: partialDeep(ResourcesContentSchema) as unknown as z.ZodType<
    DeepPartial<ResourcesContent>
  >,
  about: partialDeep(AboutContentSchema) as unknown as z.ZodType<DeepPartial<AboutContent>>,
  privacy: partialDeep(PrivacyContentSchema) as unknown as z.ZodType<DeepPartial<PrivacyContent>>,
  terms: partialDeep(TermsContentSchema) as unknown as z.ZodType<DeepPartial<TermsContent>>,
  accessibility: partialDeep(AccessibilityContentSchema) as unknown as z.ZodType<
    DeepPartial<AccessibilityContent>
  >,
} as const;
export type PageContentInput<P extends PageKey> = DeepPartial<PageContentMap[P]>;

const pageContentOf = <P extends PageKey, S extends z.ZodType>(page: P, content: S) =>
  z.object({
    page: z.literal(page),
    content,
    /** URL path under /api/v1/media, or null. */
    image: z.string().nullable(),
    /** When an admin last changed the page; null while it shows the defaults only. */
    updated_at: z.string().nullable(),
    /**
     * The language of `content` (the page sets `lang` by it): the one asked for. Optional only
     * because it was added later; the API always sends it.
     */
    language: z.enum(LANGUAGES).optional(),
  });

/** GET /content/{page} and GET /admin/content/{page}. */
export const PageContentSchema = z.discriminatedUnion('page', [
  pageContentOf('home', HomeContentSchema),
  pageContentOf('rankings', RankingsContentSchema),
  pageContentOf('resources', ResourcesContentSchema),
  pageContentOf('about', AboutContentSchema),
  pageContentOf('privacy', PrivacyContentSchema),
  pageContentOf('terms', TermsContentSchema),
  pageContentOf('accessibility', AccessibilityContentSchema),
]);
export type PageContent = z.infer<typeof PageContentSchema>;
export type PageContentOf<P extends PageKey> = Extract<PageContent, { page: P }>;

/** POST /admin/content/{page}, POST and DELETE /admin/content/{page}/image. */
export const PageContentResponseSchema = z.object({
  message: z.string(),
  page_content: PageContentSchema,
});
export type PageContentResponse = z.infer<typeof PageContentResponseSchema>;
