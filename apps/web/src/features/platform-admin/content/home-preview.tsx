import type { HomeContent } from '@degreeworth/core';
import { FAKE_BUTTON, FAKE_LINK, TEXT } from './preview-styles';

/** The home page's texts laid out as the public page shows them (plain text, line breaks kept). */
export function HomePreview({ content }: { content: HomeContent }) {
  const { hero, how, schools } = content;
  const cards = [how.calculator, how.rankings, how.resources];
  return (
    <div className={TEXT}>
      <div className="bg-gradient-to-b from-emerald-50 to-white px-5 py-8">
        <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          {hero.eyebrow}
        </p>
        <p className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900">{hero.title}</p>
        <p className="mt-3 text-slate-700">{hero.text}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <span className={FAKE_BUTTON}>{hero.primary_button}</span>
          <span className={`${FAKE_BUTTON} border border-emerald-700 bg-white !text-emerald-800`}>
            {hero.secondary_button}
          </span>
        </div>
      </div>
      <div className="px-5 py-6">
        <p className="text-xl font-bold text-slate-900">{how.heading}</p>
        <div className="mt-4 grid gap-3">
          {cards.map((card, index) => (
            <div key={index} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="font-bold text-slate-900">{card.title}</p>
              <p className="mt-2 text-sm text-slate-700">{card.text}</p>
              <p className={`mt-2 text-sm ${FAKE_LINK}`}>{card.link_label}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="bg-slate-900 px-5 py-6 text-white">
        <p className="text-xl font-bold">{schools.heading}</p>
        <p className="mt-2 text-slate-300">{schools.text}</p>
        <span className={`${FAKE_BUTTON} mt-4 bg-white !text-slate-900`}>{schools.button}</span>
      </div>
    </div>
  );
}
