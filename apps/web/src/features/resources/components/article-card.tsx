import { Link } from 'react-router';
import { formatDate, type ResourceSummary } from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { paths } from '@/lib/paths';
import { LanguageBadge } from './language-badge';

/** "Category · Sub-category", or the category alone. */
export const categoryLine = (article: Pick<ResourceSummary, 'category' | 'sub_category'>) =>
  article.sub_category ? `${article.category} · ${article.sub_category}` : article.category;

/**
 * One article in the list. The title is the card's only link, stretched over the whole card,
 * so the card is one click target with the title as its name. The article's own words (title,
 * also the image's text, and excerpt) carry its `lang`, so a screen reader speaks them in it.
 */
export function ArticleCard({ article }: { article: ResourceSummary }) {
  const language = useLanguage();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-emerald-600 hover:shadow-md">
      <img
        src={article.image}
        alt={article.title}
        lang={article.language}
        loading="lazy"
        decoding="async"
        width={1600}
        height={900}
        className="aspect-[16/9] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
            {categoryLine(article)}
          </p>
          <LanguageBadge language={article.language} />
        </div>
        <h3 lang={article.language} className="mt-2 text-lg font-bold text-slate-900">
          <Link
            to={paths.resource(article.id)}
            className="outline-none after:absolute after:inset-0 hover:text-emerald-800"
          >
            {article.title}
          </Link>
        </h3>
        <p lang={article.language} className="mt-2 flex-1 text-sm text-slate-700">
          {article.excerpt}
        </p>
        <p className="mt-4 text-xs text-slate-500">
          <time dateTime={article.created_at}>{formatDate(article.created_at, language)}</time>
        </p>
      </div>
    </article>
  );
}
