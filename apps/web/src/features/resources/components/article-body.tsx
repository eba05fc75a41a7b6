import { useMemo } from 'react';
import type { Language } from '@degreeworth/core';
import { isRenderableRichText } from '../rich-text';
import { useResourcesTexts } from '../resources-texts';

/**
 * Reading typography for the HTML the API allows (core's RICH_TEXT_TAGS): paragraphs, h2–h4,
 * lists, bold/italic/underline, blockquotes and links. Tailwind's reset removes the browser's
 * own styles, so each element gets its look here.
 */
const PROSE = [
  'text-lg leading-relaxed text-slate-800',
  '[&_p]:mt-5 [&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-emerald-600',
  '[&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_a:hover]:text-emerald-900 [&_strong]:font-semibold [&_b]:font-semibold',
  '[&_em]:italic [&_i]:italic [&_u]:underline',
].join(' ');

/**
 * The article's text, marked with the language it is written in. It is sanitized by the API; it
 * is rendered only when it still consists of the allowed markup alone (rich-text.ts), otherwise a
 * short notice in the page's language stands in its place.
 */
export function ArticleBody({ html, language }: { html: string; language: Language }) {
  const { t } = useResourcesTexts();
  const isRenderable = useMemo(() => isRenderableRichText(html), [html]);
  if (!isRenderable) {
    return <p className="text-slate-600 italic">{t('bodyUnavailable')}</p>;
  }
  // Safe: sanitized by the API and checked against the same allow-list just above.
  return <div lang={language} className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
