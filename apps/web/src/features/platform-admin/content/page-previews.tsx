import type {
  AboutContent,
  LegalContent,
  RankingsContent,
  ResourcesContent,
} from '@degreeworth/core';
import { FAKE_LINK, TEXT } from './preview-styles';

function PageTop({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <p className="text-2xl font-bold text-slate-900">{title}</p>
      <p className="mt-2 text-slate-700">{intro}</p>
    </>
  );
}

/** /rankings: title, introduction and the "How we rank" link. */
export function RankingsPreview({ content }: { content: RankingsContent }) {
  return (
    <div className={`${TEXT} p-5`}>
      <PageTop title={content.title} intro={content.intro} />
      <p className={`mt-3 text-sm ${FAKE_LINK}`}>{content.how_we_rank}</p>
      <div aria-hidden="true" className="mt-4 h-24 rounded-lg bg-slate-100" />
    </div>
  );
}

/** /resources: title, introduction and what shows while there is no article. */
export function ResourcesPreview({ content }: { content: ResourcesContent }) {
  return (
    <div className={`${TEXT} p-5`}>
      <PageTop title={content.title} intro={content.intro} />
      <div className="mt-6 rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">{content.empty_title}</p>
        <p className="mt-1 text-sm text-slate-600">{content.empty_text}</p>
      </div>
    </div>
  );
}

/** /about: title, introduction and its three sections. */
export function AboutPreview({ content }: { content: AboutContent }) {
  const sections = [content.mission, content.method, content.who];
  return (
    <div className={`${TEXT} p-5`}>
      <PageTop title={content.title} intro={content.intro} />
      <div className="mt-6 space-y-5">
        {sections.map((section, index) => (
          <div key={index}>
            <p className="text-lg font-bold text-slate-900">{section.title}</p>
            <p className="mt-1 text-slate-700">{section.text}</p>
          </div>
        ))}
      </div>
    </div>
  );
}

/** /privacy, /terms, /accessibility: title, updated-on line, introduction and the sections. */
export function LegalPreview({ content }: { content: LegalContent }) {
  return (
    <div className={`${TEXT} p-5`}>
      <p className="text-2xl font-bold text-slate-900">{content.title}</p>
      <p className="mt-1 text-sm text-slate-600">{content.updated}</p>
      <p className="mt-2 text-slate-700">{content.intro}</p>
      <div className="mt-6 space-y-5">
        {Object.entries(content.sections).map(([key, section]) => (
          <div key={key}>
            <p className="text-lg font-bold text-slate-900">{section.title}</p>
            <p className="mt-1 text-slate-700">{section.text}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
