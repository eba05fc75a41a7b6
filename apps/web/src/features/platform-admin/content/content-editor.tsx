import { type ComponentType, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  LANGUAGES,
  type Language,
  pageContentDefaults,
  type PageContentMap,
  type PageContentOf,
  type PageKey,
} from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../admin-format';
import { CONTENT_TOASTS, LANGUAGE_NAMES } from '../admin-texts';
import {
  useGetPageContentInQuery,
  useGetPageContentQuery,
  useUpdatePageContentMutation,
} from '../api/page-content-api';
import { AdminPageFrame } from '../components/admin-page-frame';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { QueryState } from '@/components/admin/query-state';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { ContentTextsForm } from './content-form';
import { PAGE_FIELDS } from './page-fields';
import { PageImageSection } from './page-image-section';
import { useContentForm } from './use-content-form';

interface EditorProps<P extends PageKey> {
  page: P;
  /** The screen's h1: "Home page". */
  title: string;
  /** The texts laid out as the public page shows them. */
  Preview: ComponentType<{ content: PageContentMap[P] }>;
}

function Editor<P extends PageKey>({
  page,
  title,
  Preview,
  data,
  language,
}: EditorProps<P> & { data: PageContentOf<P>; language: Language }) {
  const form = useContentForm(page, data.content, language);
  const [update, { isLoading }] = useUpdatePageContentMutation();
  const [isResetting, setIsResetting] = useState(false);
  const save = (body: object) =>
    runAdminAction(
      () => update({ page, body, language }).unwrap(),
      CONTENT_TOASTS.update,
      form.applyServerErrors,
    );
  // Every default text sent: the API then stores nothing of its own for the page.
  const resetPage = async () => {
    const body = pageContentDefaults(page, language);
    await runAdminAction(() => update({ page, body, language }).unwrap(), CONTENT_TOASTS.update);
    setIsResetting(false);
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <p>
          {data.updated_at
            ? `Last changed ${formatDateTime(data.updated_at)}.`
            : 'The page shows its default texts.'}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setIsResetting(true)}>
          Reset page to defaults
        </Button>
      </div>
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <div className="min-w-0 space-y-6">
          <ContentTextsForm
            groups={PAGE_FIELDS[page]}
            form={form}
            isBusy={isLoading}
            onSave={save}
          />
          <PageImageSection page={page} pageName={title} image={data.image} />
        </div>
        {/* Scrolls on its own beside the form on wide screens: focusable, so keys scroll it too. */}
        <section
          aria-labelledby={`${page}-preview`}
          tabIndex={0}
          className="min-w-0 xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:overflow-y-auto"
        >
          <h2 id={`${page}-preview`} className="mb-2 text-xl font-semibold text-slate-900">
            Preview
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            Updates as you type; the public page changes once you save.
          </p>
          <div
            lang={language}
            className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
          >
            <Preview content={form.content as unknown as PageContentMap[P]} />
          </div>
        </section>
      </div>
      <ConfirmDialog
        title={isResetting ? `Reset every text of the ${title} to its default?` : null}
        message="Your own texts of this page are replaced by the default texts at once; the image stays."
        confirmLabel="Reset to defaults"
        isBusy={isLoading}
        onConfirm={() => void resetPage()}
        onCancel={() => setIsResetting(false)}
      />
    </>
  );
}

function EditorScreen<P extends PageKey>(props: EditorProps<P>) {
  const [language, setLanguage] = useState<Language>('en');
  const english = useGetPageContentQuery(language === 'en' ? props.page : skipToken);
  const other = useGetPageContentInQuery(
    language === 'en' ? skipToken : { page: props.page, language },
    { refetchOnMountOrArgChange: true },
  );
  const query = language === 'en' ? english : other;
  return (
    <>
      <fieldset className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <legend className="sr-only">Language of the texts</legend>
        <span aria-hidden="true" className="font-medium text-slate-700">
          Language of the texts:
        </span>
        {/* One version of the texts per language of the site, each saved on its own. */}
        {LANGUAGES.map((choice) => (
          <label key={choice} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${props.page}-language`}
              value={choice}
              checked={language === choice}
              onChange={() => setLanguage(choice)}
            />
            <span lang={choice}>{LANGUAGE_NAMES[choice]}</span>
          </label>
        ))}
      </fieldset>
      <QueryState
        query={query}
        fallback={CONTENT_TOASTS.fetchFailed}
        isEmpty={() => false}
        empty={null}
        loadingLabel="Loading the page texts"
      >
        {/* A new form for each language: unsaved texts of one never go to the other. */}
        {(data) => (
          <Editor key={language} {...props} data={data as PageContentOf<P>} language={language} />
        )}
      </QueryState>
    </>
  );
}

/**
 * A page editor (/crm/home, /crm/rankings, /crm/resources-content, /crm/about, /crm/privacy,
 * /crm/terms, /crm/accessibility; permission "content"): the page's texts with a live preview,
 * Save (only the changed texts), reset to the defaults (a text, or the whole page), and the page
 * image.
 */
export function ContentEditorPage<P extends PageKey>(props: EditorProps<P>) {
  return (
    <AdminPageFrame title={props.title} permission="content">
      <EditorScreen {...props} />
    </AdminPageFrame>
  );
}
