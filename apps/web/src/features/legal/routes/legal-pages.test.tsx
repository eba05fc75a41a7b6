import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type LegalContent,
  type LegalPageKey,
  LEGAL_PAGE_DEFAULTS,
  mergePageContent,
} from '@degreeworth/core';
import { TEST_CONFIG } from '@/testing/config';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

/** Route, document title, and an edit an admin stored (a section text with a line break). */
const PAGES: [LegalPageKey, string, string][] = [
  ['privacy', 'Privacy Policy | DegreeWorth', 'children'],
  ['terms', 'Terms of Service | DegreeWorth', 'pro'],
  ['accessibility', 'Accessibility | DegreeWorth', 'report'],
];

/** GET /content/{page} as the API answers it: the stored texts over the defaults. */
const answer = (page: LegalPageKey, stored: unknown) =>
  jsonResponse(200, {
    page,
    content: mergePageContent(page, stored),
    image: null,
    updated_at: stored ? '2027-01-05T10:00:00.000Z' : null,
  });

/** One h1, the updated-on line, the introduction, then each section as a region with its h2. */
function expectTexts(texts: LegalContent) {
  const main = screen.getByRole('main');
  expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  expect(screen.getByText(texts.updated)).toBeInTheDocument();
  for (const line of texts.intro.split('\n')) expect(screen.getByText(line)).toBeInTheDocument();
  const headings = within(main).getAllByRole('heading', { level: 2 });
  expect(headings.map((h) => h.textContent)).toEqual(
    Object.values(texts.sections).map((s) => s.title),
  );
  for (const [key, section] of Object.entries(texts.sections)) {
    const region = screen.getByRole('region', { name: section.title });
    expect(region).toHaveAttribute('id', key.replaceAll('_', '-'));
    // Each line of a section's text is a paragraph of its own.
    const lines = section.text.split('\n');
    expect(
      within(region)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(lines);
  }
}

describe.each(PAGES)('/%s', (page, documentTitle, edited) => {
  const defaults = LEGAL_PAGE_DEFAULTS[page] as LegalContent;
  const stored = {
    title: `Edited ${page} title`,
    updated: 'Last updated: January 5, 2027',
    sections: { [edited]: { title: 'Edited section', text: 'First line.\nSecond line.' } },
  };

  it("paints today's texts at once, before any answer, with its document title", async () => {
    const fetchMock = stubApi({ [`GET /content/${page}`]: () => new Promise<Response>(() => {}) });
    renderWithProviders({ route: `/${page}` });
    await screen.findByRole('heading', { level: 1, name: defaults.title });
    expectTexts(defaults);
    await waitFor(() => expect(document.title).toBe(documentTitle));
    await waitFor(() => expect(callsTo(fetchMock, `GET /content/${page}`)).toHaveLength(1));
  });

  it('shows the stored texts when the answer is in, keeping the defaults of the others', async () => {
    stubApi({ [`GET /content/${page}`]: () => answer(page, stored) });
    renderWithProviders({ route: `/${page}` });
    await screen.findByRole('heading', { level: 1, name: `Edited ${page} title` });
    const texts = mergePageContent(page, stored) as LegalContent;
    expectTexts(texts);
    const section = screen.getByRole('region', { name: 'Edited section' });
    expect(within(section).getByText('First line.')).toBeInTheDocument();
    expect(within(section).getByText('Second line.')).toBeInTheDocument();
    // The footer links the pages by the same names: only the page itself counts.
    const main = screen.getByRole('main');
    expect(within(main).queryByText(defaults.title)).not.toBeInTheDocument();
    expect(within(main).queryByText(defaults.updated)).not.toBeInTheDocument();
  });

  it('keeps the defaults, without a message on screen, when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ [`GET /content/${page}`]: () => apiErrorResponse(500, 'Down.') });
    renderWithProviders({ route: `/${page}` });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        `The texts of the ${page} page could not be loaded.`,
        expect.objectContaining({ statusCode: 500 }),
      ),
    );
    expectTexts(defaults);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends with the contact page and the sales address, which the plain texts cannot link', async () => {
    stubApi({ [`GET /content/${page}`]: () => answer(page, undefined) });
    const { user, router } = renderWithProviders({ route: `/${page}`, config: TEST_CONFIG });
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: defaults.title });
    expect(within(main).getByRole('link', { name: 'sales@example.org' })).toHaveAttribute(
      'href',
      'mailto:sales@example.org',
    );
    await user.click(within(main).getByRole('link', { name: 'Contact us' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
