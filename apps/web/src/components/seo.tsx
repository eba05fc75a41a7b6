import { useEffect } from 'react';
import {
  DEFAULT_PAGE_TITLE,
  DEFAULT_SEO_KEYWORDS,
  PRODUCT_NAME,
  ROBOTS_INDEX,
  ROBOTS_NOINDEX,
} from '@degreeworth/core';

interface SeoProps {
  /** Page name; the document title becomes "{title} | DegreeWorth". Omit for the product name. */
  title?: string;
  keywords?: string;
  /** For admin, institute, signed-in-only and account screens: robots noindex. */
  noIndex?: boolean;
}

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** The one place that sets the page title, keywords and robots meta. */
export function Seo({ title, keywords = DEFAULT_SEO_KEYWORDS, noIndex = false }: SeoProps) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : DEFAULT_PAGE_TITLE;
    setMeta('keywords', keywords);
    setMeta('robots', noIndex ? ROBOTS_NOINDEX : ROBOTS_INDEX);
  }, [title, keywords, noIndex]);
  return null;
}
