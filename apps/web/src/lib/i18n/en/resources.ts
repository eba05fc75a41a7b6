/**
 * Texts of the resources screens (/resources, /resources/{id}). The list page's title,
 * introduction and "no articles yet" texts are editable: GET /content/resources
 * (lib/page-content.ts); the articles themselves are admin-written and not translated here: each
 * is in the language its admin chose, and a badge says so when it is not the page's.
 */
export const resources = {
  /** The document title of /resources, whatever heading an admin gives the page. */
  documentTitle: 'Resources',
  articlesHeading: 'Articles',
  categoriesLabel: 'Categories',
  allCategories: 'All',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Title, category or words in the article',
  searchButton: 'Search',
  loadingList: 'Loading articles…',
  loadFailed: 'The articles could not be loaded. Please try again.',
  noMatch: 'No articles match your search',
  noMatchDetail: 'Try other words, or look through all the articles.',
  noneInCategory: 'No articles in this category',
  showAll: 'Show all articles',
  pastLastPage: 'This page is past the last page of the articles.',
  backToFirstPage: 'Back to page 1',
  pagesLabel: 'Article pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
  resultCount_one: '{{count}} article',
  resultCount_other: '{{count}} articles',

  article: 'Article',
  loadingArticle: 'Loading article…',
  articleLoadFailed: 'This article could not be loaded. Please try again.',
  notFoundTitle: 'Article not found',
  notFoundDetail: 'This article does not exist or is no longer published.',
  backToResources: 'Back to resources',
  published: 'Published',
  bodyUnavailable: 'The text of this article cannot be shown.',

  // The badge on an article written in another language than the page's (keyed by the article's).
  inEnglish: 'In English',
  inSpanish: 'In Spanish',
} as const;
