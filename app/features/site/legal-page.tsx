import type { Catalog } from '../../i18n/namespaces.ts';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

function fill(text: string, siteName: string): string {
  return text.replace(/\{\{siteName\}\}/g, siteName);
}

/** A privacy or terms page from the legal catalog: title, last update, sections, and the closing notes. */
export function LegalPage({
  document,
  lastUpdated,
  changeNote,
  siteName,
  changesBox,
}: {
  document: Catalog;
  lastUpdated: string;
  changeNote: string;
  siteName: string;
  changesBox?: string;
}) {
  const sections = (document.sections ?? []) as unknown as LegalSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
          {fill(String(document.title), siteName)}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{lastUpdated}</p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {fill(String(document.intro), siteName)}
        </p>
      </header>
      <div className="mt-10 space-y-10">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold">{fill(section.heading, siteName)}</h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700 dark:text-slate-300">
              {section.paragraphs.map((p, i) => (
                <p key={i}>{fill(p, siteName)}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      {/* The terms' green box says what the change note says: one of the two, not both. */}
      {changesBox ? (
        <p className="mt-10 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
          {fill(changesBox, siteName)}
        </p>
      ) : (
        <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">{fill(changeNote, siteName)}</p>
      )}
    </article>
  );
}
