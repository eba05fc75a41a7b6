import { z } from 'zod';
import { unknownKeysMessage } from './input-limits';
import { requiredText } from './admin-fields';
import { PAGE_CONTENT_DEFAULTS } from './page-content-defaults';

/**
 * Editable texts of the public pages (/crm/home, /crm/rankings, /crm/resources-content,
 * /crm/about): one JSON document per page, checked with the page's schema, plain text
 * only (the web shows it as text; line breaks are kept in paragraphs), plus one optional image
 * per page. Defaults: page-content-defaults.ts.
 */

export const PAGE_KEYS = ['home', 'rankings', 'resources', 'about'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
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
} as const;

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

export type HomeContent = z.output<typeof HomeContentSchema>;
export type RankingsContent = z.output<typeof RankingsContentSchema>;
export type ResourcesContent = z.output<typeof ResourcesContentSchema>;
export type AboutContent = z.output<typeof AboutContentSchema>;
export interface PageContentMap {
  home: HomeContent;
  rankings: RankingsContent;
  resources: ResourcesContent;
  about: AboutContent;
}

export const PAGE_CONTENT_SCHEMAS = {
  home: HomeContentSchema,
  rankings: RankingsContentSchema,
  resources: ResourcesContentSchema,
  about: AboutContentSchema,
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
} as const;
export type PageContentInput<P extends PageKey> = DeepPartial<PageContentMap[P]>;

type Tree = { [key: string]: string | Tree };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with every text of `over` that has the same place and is a string laid over it. */
function overlay(base: Tree, over: unknown): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(base)) {
    const given = isTree(over) ? over[key] : undefined;
    out[key] = isTree(value) ? overlay(value, given) : typeof given === 'string' ? given : value;
  }
  return out;
}

function setAt(tree: Tree, path: PropertyKey[], value: unknown): void {
  const [head, ...rest] = path.map(String);
  if (head === undefined) return;
  const next = tree[head];
  if (rest.length && isTree(next)) setAt(next, rest, value);
  else if (!rest.length) tree[head] = value as string;
}

function getAt(tree: Tree, path: PropertyKey[]): unknown {
  return path.map(String).reduce<unknown>((t, k) => (isTree(t) ? t[k] : undefined), tree);
}

/**
 * The page's texts: the defaults with `stored` laid over them. Stored parts that no longer pass
 * the page's schema (a limit made shorter after they were saved) fall back to the default, so
 * what this answers always passes the schema.
 */
export function mergePageContent<P extends PageKey>(page: P, stored: unknown): PageContentMap[P] {
  const defaults = PAGE_CONTENT_DEFAULTS[page] as unknown as Tree;
  const merged = overlay(defaults, stored);
  const checked = PAGE_CONTENT_SCHEMAS[page].safeParse(merged);
  if (!checked.success)
    for (const issue of checked.error.issues)
      setAt(merged, issue.path, getAt(defaults, issue.path));
  return merged as unknown as PageContentMap[P];
}

/**
 * What to store after an edit: `stored` with `sent` laid over it, keeping only the texts that
 * differ from the defaults (a text set back to its default follows later changes of the default).
 */
export function nextStoredContent(page: PageKey, stored: unknown, sent: unknown): Tree {
  const defaults = PAGE_CONTENT_DEFAULTS[page] as unknown as Tree;
  const prune = (base: Tree, next: Tree): Tree => {
    const out: Tree = {};
    for (const [key, value] of Object.entries(next)) {
      const own = base[key];
      if (isTree(value) && isTree(own)) {
        const inner = prune(own, value);
        if (Object.keys(inner).length) out[key] = inner;
      } else if (value !== own) out[key] = value;
    }
    return out;
  };
  return prune(defaults, overlay(overlay(defaults, stored), sent));
}

const pageContentOf = <P extends PageKey, S extends z.ZodType>(page: P, content: S) =>
  z.object({
    page: z.literal(page),
    content,
    /** URL path under /api/v1/media, or null. */
    image: z.string().nullable(),
    /** When an admin last changed the page; null while it shows the defaults only. */
    updated_at: z.string().nullable(),
  });

/** GET /content/{page} and GET /admin/content/{page}. */
export const PageContentSchema = z.discriminatedUnion('page', [
  pageContentOf('home', HomeContentSchema),
  pageContentOf('rankings', RankingsContentSchema),
  pageContentOf('resources', ResourcesContentSchema),
  pageContentOf('about', AboutContentSchema),
]);
export type PageContent = z.infer<typeof PageContentSchema>;
export type PageContentOf<P extends PageKey> = Extract<PageContent, { page: P }>;

/** POST /admin/content/{page}, POST and DELETE /admin/content/{page}/image. */
export const PageContentResponseSchema = z.object({
  message: z.string(),
  page_content: PageContentSchema,
});
export type PageContentResponse = z.infer<typeof PageContentResponseSchema>;
