import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { readStructuredContent } from '#common/text/read-structured-content.ts';
import { RichText } from './rich-text.tsx';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim())
        .map((paragraph, i) => (
          <p key={i} className="whitespace-pre-line">
            <RichText text={paragraph.trim()} />
          </p>
        ))}
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">
        <RichText text={title} />
      </h2>
      {children}
    </section>
  );
}

/**
 * The article text: structured sections (experience, main content with sub-sections, interpretation,
 * perspective, FAQ), each under its own or a localized default heading; otherwise plain paragraphs.
 */
export function ArticleBody({ content, language }: { content: string; language: string }) {
  const { t } = useTranslation('news');
  const structured = readStructuredContent(content);
  const prose = 'space-y-8 text-lg leading-relaxed text-slate-800 dark:text-slate-200';
  if (!structured) {
    return (
      <div className={`${prose} [&>p+p]:mt-5`} lang={language}>
        <Paragraphs text={content} />
      </div>
    );
  }
  const { experience, mainContent, interpretation, perspective, faq } = structured;
  return (
    <div className={prose} lang={language}>
      {experience && (
        <Block title={experience.title ?? t('article.sections.experience')}>
          <div className="rounded-lg border-l-4 border-blue-600 bg-blue-50 p-4 dark:bg-slate-900">
            <Paragraphs text={experience.body} />
          </div>
        </Block>
      )}
      {mainContent && (
        <Block title={mainContent.title ?? t('article.sections.mainContent')}>
          {mainContent.sections.map((section, i) => (
            <div key={i} className="space-y-3">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                <RichText text={section.heading} />
              </h3>
              <Paragraphs text={section.body} />
            </div>
          ))}
        </Block>
      )}
      {interpretation && (
        <Block title={interpretation.title ?? t('article.sections.interpretation')}>
          <Paragraphs text={interpretation.body} />
        </Block>
      )}
      {perspective && (
        <Block title={perspective.title ?? t('article.sections.perspective')}>
          <Paragraphs text={perspective.body} />
        </Block>
      )}
      {faq && (
        <Block title={faq.title ?? t('article.sections.faq')}>
          <dl className="space-y-4">
            {faq.items.map((item, i) => (
              <div key={i} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
                <dt className="font-semibold text-slate-900 dark:text-white">
                  <RichText text={item.question} />
                </dt>
                <dd className="mt-2">
                  <RichText text={item.answer} />
                </dd>
              </div>
            ))}
          </dl>
        </Block>
      )}
    </div>
  );
}
