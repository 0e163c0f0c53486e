// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import enPages from '../../i18n/locales/en/pages.json';
import koPages from '../../i18n/locales/ko/pages.json';
import type { AboutFacts } from '#common/contracts/site-settings.ts';
import { AboutFigures } from './about.tsx';

afterEach(cleanup);

const DEMO: AboutFacts = {
  statements: {
    audience: '50M+',
    readerCountries: '180+',
    contributorCountries: '50+',
    yearsOfExperience: '7+',
    accuracyClaim: '98%',
    uptimeClaim: '99.9%',
  },
  publishersMonitored: 628,
  languagesPublished: 11,
  accuracy: { share: 0.9742, days: 30 },
  uptime: { share: 1, since: '2026-11-01T08:00:00.000Z', minutesRecorded: 38_400, minutesElapsed: 38_400 },
};

function figures(facts: AboutFacts, language: 'en' | 'ko' = 'en') {
  cleanup();
  const pages = { en: enPages, ko: koPages }[language];
  const { container } = render(
    <MemoryRouter>
      <TranslationProvider translator={createTranslator(language, { pages })}>
        <AboutFigures language={language} facts={facts} siteName="Tidings" />
      </TranslationProvider>
    </MemoryRouter>,
  );
  const tile = (key: string) => container.querySelector(`[data-stat="${key}"]`)?.textContent ?? null;
  const claim = (key: string) => container.querySelector(`[data-claim="${key}"]`)?.textContent ?? null;
  return { container, tile, claim };
}

describe('the About page’s figures', () => {
  it('shows the counted publishers and languages, not a fixed claim, beside the operator’s statements', () => {
    const { tile } = figures(DEMO);
    expect(tile('publishers')).toBe('628publishers monitored');
    expect(tile('languages')).toBe('11languages with stories');
    expect(tile('readers')).toBe('50M+readers');
    expect(tile('contributorCountries')).toBe('50+countries our contributors come from');
    expect(figures({ ...DEMO, publishersMonitored: 1204 }).tile('publishers')).toBe(
      '1,204publishers monitored',
    );
  });

  it('puts the measured accuracy beside the claim, linked to how it is measured', () => {
    const { claim } = figures(DEMO);
    expect(claim('accuracy')).toBe('Summary accuracy98% claimed · 97.4% measured over the last 30 days');
    expect(screen.getByRole('link', { name: '97.4% measured over the last 30 days' })).toHaveProperty(
      'pathname',
      '/en/accuracy',
    );
    expect(claim('uptime')).toBe('Uptime99.9% claimed · 100.0% measured since Nov 1, 2026');
    expect(figures(DEMO, 'ko').claim('accuracy')).toBe('요약 정확도목표치 98% · 최근 30일 측정치 97.4%');
  });

  it('says "not measured yet", and shows only the claim with under a day of uptime record', () => {
    const { claim } = figures({
      ...DEMO,
      accuracy: { share: null, days: 30 },
      uptime: { share: null, since: '2026-11-28T08:00:00.000Z', minutesRecorded: 60, minutesElapsed: 60 },
    });
    expect(claim('accuracy')).toBe('Summary accuracy98% claimed · not measured yet');
    expect(claim('uptime')).toBe('Uptime99.9% claimed');
  });

  it('shows what the site measured, labelled as measured, where the operator removed the claims', () => {
    const { claim } = figures({ ...DEMO, statements: {} });
    expect(claim('accuracy')).toBe('Summary accuracy97.4% measured over the last 30 days');
    expect(screen.getByRole('link', { name: '97.4% measured over the last 30 days' })).toHaveProperty(
      'pathname',
      '/en/accuracy',
    );
    expect(claim('uptime')).toBe('Uptime100.0% measured since Nov 1, 2026');
    const ko = figures({ ...DEMO, statements: {} }, 'ko');
    expect(ko.claim('accuracy')).toBe('요약 정확도최근 30일 측정치 97.4%');
    expect(screen.getByRole('link', { name: '최근 30일 측정치 97.4%' })).toHaveProperty(
      'pathname',
      '/ko/accuracy',
    );
    expect(ko.claim('uptime')).toBe('가동률2026. 11. 1.부터 측정치 100.0%');
  });

  it('shows nothing for a statement the operator removed, and no empty box when nothing is left', () => {
    const unmeasured: Pick<AboutFacts, 'accuracy' | 'uptime'> = {
      accuracy: { share: null, days: 30 },
      uptime: { share: null, since: '2026-11-28T08:00:00.000Z', minutesRecorded: 60, minutesElapsed: 60 },
    };
    const { tile, claim } = figures({ ...DEMO, ...unmeasured, statements: { yearsOfExperience: '7+' } });
    expect(tile('readers')).toBeNull();
    expect(tile('experience')).toBe('7+years of experience');
    expect(claim('accuracy')).toBeNull();
    expect(claim('uptime')).toBeNull();
    const empty = figures({
      ...DEMO,
      ...unmeasured,
      statements: {},
      publishersMonitored: 0,
      languagesPublished: 0,
    });
    expect(empty.container.innerHTML).toBe('');
  });
});
