import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LEGAL_PAGE_DEFAULTS,
  PAGE_CONTENT_DEFAULTS,
  PAGE_CONTENT_TEXT,
  pageContentDefaults,
  type PageKey,
} from '@degreeworth/core';
import { expectAdminToast } from '@/testing/admin-toast';
import { callsOf } from '@/testing/fetch-stub';
import { contentAnswer, pageContent, pageRead } from '../testing/content-routes';
import { renderAdmin } from '../testing/render-admin';

/** Route, h1, the API's page key, a field, the stored text it shows, and what a save sends. */
const EDITORS: [string, string, Exclude<PageKey, 'home'>, string, string, object][] = [
  [
    '/crm/rankings',
    'Rankings page',
    'rankings',
    'How-we-rank link',
    PAGE_CONTENT_DEFAULTS.rankings.how_we_rank,
    { how_we_rank: 'New words' },
  ],
  [
    '/crm/resources-content',
    'Resources page',
    'resources',
    'No-articles title',
    PAGE_CONTENT_DEFAULTS.resources.empty_title,
    { empty_title: 'New words' },
  ],
  [
    '/crm/about',
    'About page',
    'about',
    'Method title',
    PAGE_CONTENT_DEFAULTS.about.method.title,
    { method: { title: 'New words' } },
  ],
  [
    '/crm/privacy',
    'Privacy page',
    'privacy',
    'Children text',
    LEGAL_PAGE_DEFAULTS.privacy.sections.children.text,
    { sections: { children: { text: 'New words' } } },
  ],
  [
    '/crm/terms',
    'Terms page',
    'terms',
    'Updated-on line',
    LEGAL_PAGE_DEFAULTS.terms.updated,
    { updated: 'New words' },
  ],
  [
    '/crm/accessibility',
    'Accessibility page',
    'accessibility',
    'Report title',
    LEGAL_PAGE_DEFAULTS.accessibility.sections.report.title,
    { sections: { report: { title: 'New words' } } },
  ],
];

describe('the other page editors', () => {
  it.each(EDITORS)(
    '%s edits the texts of "%s" with a preview and saves them',
    async (route, title, page, label, stored, sent) => {
      const { user, fetchMock } = renderAdmin(route, {
        [`GET /admin/content/${page}`]: pageRead(() => pageContent(page)),
        [`POST /admin/content/${page}`]: () =>
          contentAnswer(PAGE_CONTENT_TEXT.updated, pageContent(page)),
      });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const field = await screen.findByRole('textbox', { name: label });
      expect(field).toHaveValue(stored);
      const preview = screen.getByRole('region', { name: 'Preview' });
      expect(within(preview).getByText(stored)).toBeInTheDocument();
      expect(within(preview).getByText(pageContentDefaults(page).title)).toBeInTheDocument();

      await user.clear(field);
      await user.type(field, 'New words');
      expect(within(preview).getByText('New words')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await expectAdminToast(PAGE_CONTENT_TEXT.updated, 'success');
      expect(callsOf(fetchMock, `POST /admin/content/${page}`)[0]?.body).toEqual(sent);
    },
  );
});
