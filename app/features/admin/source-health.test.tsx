// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Source, SourceHealth, SourcesOverview } from '#common/contracts/sources.ts';
import {
  formatSpan,
  groupSources,
  LanguageGroup,
  SourceHealthLine,
  type SourceGroup,
} from './source-health.tsx';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T12:00:00Z');

function source(id: number, name: string, language: Source['language'], extra: Partial<Source> = {}): Source {
  return {
    id,
    name,
    feedUrl: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example/rss`,
    siteUrl: null,
    language,
    country: 'KR',
    trustLevel: 'high',
    accessType: 'free',
    section: null,
    enabled: true,
    origin: 'catalog',
    lastFetchedAt: null,
    lastStatus: null,
    lastHttpStatus: null,
    lastError: null,
    itemsSeen: 0,
    consecutiveFailures: 0,
    stories: 0,
    ...extra,
  };
}

function health(sourceId: number, extra: Partial<SourceHealth> = {}): SourceHealth {
  return {
    sourceId,
    state: 'healthy',
    lastSuccessAt: null,
    failingSince: null,
    nextFetchAt: null,
    pollIntervalSeconds: 900,
    fetchCount: 0,
    notModifiedCount: 0,
    failureCount: 0,
    notModifiedShare: null,
    medianDelaySeconds: null,
    placedItems: 0,
    disabledReason: null,
    ...extra,
  };
}

const overview: Pick<SourcesOverview, 'sources' | 'health' | 'languages'> = {
  sources: [
    source(1, 'Alpha Daily', 'ko'),
    source(2, 'Zulu Wire', 'ko', { consecutiveFailures: 2 }),
    source(3, 'Bravo Post', 'ko', { enabled: false }),
    source(4, 'Yankee Times', 'ko', { consecutiveFailures: 9 }),
    source(5, 'Tokyo Herald', 'ja'),
    source(6, 'Guessing Feed', 'detect'),
  ],
  health: [
    health(1),
    health(2, { state: 'failing' }),
    health(3, { state: 'disabled' }),
    health(4, { state: 'failing' }),
    health(5),
    health(6, { state: 'unchecked' }),
  ],
  languages: [
    { language: 'ko', sources: 4, healthy: 1, unchecked: 0, failing: 2, disabled: 1 },
    { language: 'ja', sources: 1, healthy: 1, unchecked: 0, failing: 0, disabled: 0 },
    { language: 'detect', sources: 1, healthy: 0, unchecked: 1, failing: 0, disabled: 0 },
  ],
};

const names = (groups: SourceGroup[]) =>
  groups.map((g) => [g.summary.language, g.sources.map((s) => s.source.name)]);

describe('grouping the sources', () => {
  it('groups by language in the overview’s order, failing (most in a row first), then disabled, then by name', () => {
    expect(names(groupSources(overview, { query: '', filter: 'all' }))).toEqual([
      ['ko', ['Yankee Times', 'Zulu Wire', 'Bravo Post', 'Alpha Daily']],
      ['ja', ['Tokyo Herald']],
      ['detect', ['Guessing Feed']],
    ]);
  });

  it('keeps only what the filter and the search ask for, and drops groups left empty', () => {
    expect(names(groupSources(overview, { query: '', filter: 'problems' }))).toEqual([
      ['ko', ['Yankee Times', 'Zulu Wire', 'Bravo Post']],
    ]);
    expect(names(groupSources(overview, { query: '', filter: 'disabled' }))).toEqual([
      ['ko', ['Bravo Post']],
    ]);
    expect(names(groupSources(overview, { query: 'TOKYO', filter: 'all' }))).toEqual([
      ['ja', ['Tokyo Herald']],
    ]);
    expect(names(groupSources(overview, { query: 'tokyo', filter: 'failing' }))).toEqual([]);
    // A source not fetched yet is neither healthy nor a problem: it has a filter of its own.
    expect(names(groupSources(overview, { query: '', filter: 'unchecked' }))).toEqual([
      ['detect', ['Guessing Feed']],
    ]);
    expect(names(groupSources(overview, { query: '', filter: 'healthy' }))).toEqual([
      ['ko', ['Alpha Daily']],
      ['ja', ['Tokyo Herald']],
    ]);
  });
});

describe('the health of a source', () => {
  it('says a span of time as an editor reads it', () => {
    expect(formatSpan(42)).toBe('42초');
    expect(formatSpan(150)).toBe('3분');
    expect(formatSpan(3900)).toBe('1시간 5분');
    expect(formatSpan(3 * 86_400)).toBe('3일');
  });

  it('shows last success, median delay, 304 share, interval, next fetch, failures and why it is off', () => {
    render(
      <SourceHealthLine
        health={health(2, {
          state: 'failing',
          lastSuccessAt: new Date(NOW - 2 * 3600_000).toISOString(),
          failingSince: new Date(NOW - 3600_000).toISOString(),
          nextFetchAt: new Date(NOW + 20 * 60_000).toISOString(),
          pollIntervalSeconds: 300,
          fetchCount: 20,
          notModifiedCount: 5,
          notModifiedShare: 0.25,
          failureCount: 7,
          medianDelaySeconds: 95,
          placedItems: 12,
        })}
        failuresInARow={3}
        now={NOW}
      />,
    );
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('마지막 성공')).toBe('2시간 전');
    expect(figure('기사 반영 지연(중앙값, 7일)')).toBe('2분 (12건)');
    expect(figure('304 비율')).toBe('25%');
    expect(figure('주기')).toBe('5분');
    expect(figure('다음 수집')).toBe('20분 후');
    expect(screen.getByText(/실패 누적 7회 \(연속 3회\) · 실패 시작 1시간 전/)).toBeTruthy();
  });

  it('reads as empty before the first fetch, and says why a source is off', () => {
    render(
      <SourceHealthLine
        health={health(3, { state: 'disabled', disabledReason: '3일 동안 실패해 꺼졌습니다' })}
        failuresInARow={0}
        now={NOW}
      />,
    );
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('마지막 성공')).toBe('없음');
    expect(figure('기사 반영 지연(중앙값, 7일)')).toBe('반영된 항목 없음');
    expect(figure('304 비율')).toBe('–');
    expect(screen.queryByText('다음 수집')).toBeNull();
    expect(screen.getByText('꺼진 이유: 3일 동안 실패해 꺼졌습니다')).toBeTruthy();
  });
});

describe('a language group', () => {
  it('is headed by the language and its counts, and folds its list away', () => {
    const [group] = groupSources(overview, { query: '', filter: 'all' });
    render(
      <LanguageGroup group={group!} detectLabel="자동 감지">
        {group!.sources.map((s) => (
          <li key={s.source.id}>{s.source.name}</li>
        ))}
      </LanguageGroup>,
    );
    const section = screen.getByRole('region', { name: /한국어 \(ko\) 4곳/ });
    expect(within(section).getByText('정상 1 · 실패 2 · 꺼짐 1')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(within(section).getByRole('button', { name: /접기/ }));
    expect(
      within(section)
        .getByRole('button', { name: /펼치기/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('counts the sources not fetched yet apart from the healthy ones', () => {
    const detect = groupSources(overview, { query: '', filter: 'all' }).at(-1)!;
    render(
      <LanguageGroup group={detect} detectLabel="자동 감지">
        <li>{detect.sources[0]!.source.name}</li>
      </LanguageGroup>,
    );
    const section = screen.getByRole('region', { name: /자동 감지 1곳/ });
    expect(within(section).getByText('정상 0 · 아직 안 가져옴 1 · 실패 0 · 꺼짐 0')).toBeTruthy();
  });

  it('opens folded without mounting its rows, and unfolds when the language menu links to it', () => {
    const [group] = groupSources(overview, { query: '', filter: 'all' });
    render(
      <LanguageGroup group={group!} detectLabel="자동 감지" initiallyFolded>
        {group!.sources.map((s) => (
          <li key={s.source.id}>{s.source.name}</li>
        ))}
      </LanguageGroup>,
    );
    expect(screen.queryByText('Alpha Daily')).toBeNull();
    expect(screen.getByRole('button', { name: /펼치기/ }).getAttribute('aria-expanded')).toBe('false');
    act(() => {
      window.location.hash = '#sources-ko';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('Alpha Daily')).toBeTruthy();
  });
});
