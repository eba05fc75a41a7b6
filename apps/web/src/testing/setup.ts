import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse } from './fetch-stub';

// findBy… and waitFor give up after 1 s by default. A lazily loaded screen's first render in
// jsdom (its code, its texts, its first answer) takes longer than that while the other worker
// runs on the second core: such tests failed for the machine's speed, not for what they assert.
// A test that waits for something to stay away still ends at the first sight of it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the scroll manager calls these on every navigation.
window.scrollTo = vi.fn() as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// jsdom has no layout. ProseMirror (the admin's text editor) measures the caret to keep it in
// view and maps clicks to text positions: every measure answers an empty box, and no element
// is found under a point (ProseMirror then falls back to the DOM selection).
Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects = () =>
  Object.assign([], { item: () => null }) as unknown as DOMRectList;
Document.prototype.elementFromPoint = () => null;

beforeEach(() => {
  // No test reaches a network. Unless a test stubs its own, every call answers 404 like an API
  // route that does not exist yet (GET /me today).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse(404, {
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'Not found.',
      }),
    ),
  );
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // Each test starts in English, the language of the product specification's texts.
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
