import { describe, expect, it } from 'vitest';
import PAGE_FILES from './pages.json';
import { loadPage, type PagePath } from './pages';

describe('pages.json: the lazily loaded pages', () => {
  it.each(Object.keys(PAGE_FILES) as PagePath[])(
    '%s loads a module with a page component',
    async (path) => {
      const module = await loadPage(path);
      const components = Object.entries(module).filter(
        ([name, value]) => /Page$/.test(name) && typeof value === 'function',
      );
      expect(components.length).toBeGreaterThan(0);
    },
  );
});
