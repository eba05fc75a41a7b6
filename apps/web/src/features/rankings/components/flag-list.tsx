import { useLanguage } from '@/lib/i18n/language';
import { flagWords, visibleFlags } from '@degreeworth/core';
import { useRankingsTexts } from '../rankings-texts';

/** Every flag of a college's figures, in words (which data and fallbacks they rest on). */
export function FlagList({ flags: all }: { flags: string[] }) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  const flags = visibleFlags(all);
  if (flags.length === 0) {
    return <p className="text-sm text-slate-600">{t('college.noFallback')}</p>;
  }
  return (
    <ul className="max-w-3xl space-y-3">
      {flags.map((flag) => {
        const { title, detail } = flagWords(flag, 'ranking', language);
        return (
          <li key={flag} className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-4 py-2">
            <p className="font-semibold text-slate-900">{title}</p>
            {detail && <p className="text-sm text-slate-700">{detail}</p>}
          </li>
        );
      })}
    </ul>
  );
}
