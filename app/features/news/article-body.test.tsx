// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import news from '../../i18n/locales/en/news.json';
import { ArticleBody } from './article-body.tsx';

afterEach(cleanup);

function renderBody(content: string) {
  const i18n = createTranslator('en', { news });
  return render(
    <TranslationProvider translator={i18n}>
      <ArticleBody content={content} language="en" />
    </TranslationProvider>,
  );
}

describe('ArticleBody', () => {
  it('shows structured sections under their default headings, with **bold** and markup stripped', () => {
    renderBody(
      JSON.stringify({
        experience: { body: 'Crowds gathered <script>alert(1)</script>at **dawn**.' },
        mainContent: { sections: [{ heading: 'The <em>decision</em>', body: 'Facts.' }] },
        perspective: { title: 'Own **heading**', body: 'View.' },
        faq: { items: [{ question: 'Why?', answer: 'Because.' }] },
      }),
    );
    expect(screen.getByRole('heading', { name: 'On the ground' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The story' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The decision' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Own heading' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByText('dawn').tagName).toBe('STRONG');
    expect(screen.getByText('heading').tagName).toBe('STRONG'); // headings are cleaned the same way
    expect(document.querySelector('em')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(document.body.textContent).not.toContain('<script>');
  });

  it('shows plain text as paragraphs, keeping line breaks', () => {
    const { container } = renderBody('First paragraph.\nSame paragraph, new line.\n\nSecond paragraph.');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.textContent).toBe('First paragraph.\nSame paragraph, new line.');
    expect(paragraphs[0]?.className).toContain('whitespace-pre-line');
  });
});
