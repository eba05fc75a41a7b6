import type { Resource, ResourceListResponse, ResourceSummary } from '@degreeworth/core';

/** A uuid for article `n`, as the API's ids look. */
export const articleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An article as GET /resources lists it; override what a test is about. */
export function makeSummary(n: number, overrides: Partial<ResourceSummary> = {}): ResourceSummary {
  return {
    id: articleId(n),
    title: `Article ${n}`,
    category: 'Financial aid',
    sub_category: null,
    excerpt: `The start of article ${n}.`,
    image: `/api/v1/media/resources/${articleId(n)}-abcdefgh.webp`,
    language: 'en',
    created_at: '2025-03-14T12:00:00.000Z',
    updated_at: '2025-03-14T12:00:00.000Z',
    ...overrides,
  };
}

/** A GET /resources answer: page 1 of `resources`, with the given categories. */
export function listAnswer(
  resources: ResourceSummary[],
  overrides: Partial<ResourceListResponse> = {},
): ResourceListResponse {
  return {
    resources,
    categories: [
      { category: 'Financial aid', count: 23 },
      { category: 'Choosing a college', count: 4 },
    ],
    page: 1,
    per_page: 20,
    total: resources.length,
    ...overrides,
  };
}

/** Sanitized HTML as the API stores it (links always carry rel). */
export const ARTICLE_HTML =
  '<h2>How aid is counted</h2><p>Start with the <strong>net price</strong>.</p>' +
  '<ul><li>Grants</li><li>Scholarships</li></ul><ol><li>File the FAFSA</li></ol>' +
  '<blockquote>Compare offers side by side.</blockquote>' +
  '<h3>Sources</h3><p><a href="https://studentaid.gov/" target="_blank" rel="noopener noreferrer">Federal Student Aid</a>' +
  ' and <a href="#/rankings" rel="noopener noreferrer">our rankings</a>.</p><h4>Last words</h4><p>Good luck.</p>';

/** A whole article as GET /resources/{id} returns it. */
export function makeArticle(n: number, overrides: Partial<Resource> = {}): Resource {
  const { excerpt: _excerpt, ...summary } = makeSummary(n);
  return {
    ...summary,
    title: 'Understanding your aid offer',
    sub_category: 'Grants',
    description: ARTICLE_HTML,
    ...overrides,
  };
}
