// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { fetchAsEditor } from '#tests/helpers/editor-fetch.ts';
import { stubRoute } from '#tests/helpers/route-stub.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { ingestRuns, sources } from '#server/db/schema.ts';
import type { PipelineControl } from '#server/pipeline/pipeline-runner.ts';
import { STATUS_POLL_MS } from '../../features/admin/use-followed-overview.ts';
import * as sourcesScreen from './sources.tsx';

describe('the sources screen while a pass runs', () => {
  let handle: DatabaseHandle;
  let restoreFetch: () => void;
  let passRunning = true;
  /** The API's paths the screen asked for, in order. */
  const asked: string[] = [];
  const pipeline: PipelineControl = {
    start: () => true,
    isRunning: () => passRunning,
    intervalMinutes: 1,
    modelConfigured: false,
    translateMissing: () => false,
    isTranslating: () => false,
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await handle.db.insert(sources).values({
      name: 'Harbour Daily',
      feedUrl: 'https://harbour.example/rss',
      language: 'en',
      country: 'GB',
    });
    restoreFetch = fetchAsEditor(createTestApp(handle.db, { pipeline }));
    const toApp = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(String(input), 'http://localhost').pathname);
      return toApp(input, init);
    }) as typeof fetch;
  });
  afterEach(cleanup);
  afterAll(async () => {
    restoreFetch();
    await handle.close();
  });

  it('follows the pass through its small status, and reads the whole list again once it has ended', async () => {
    const Stub = createRoutesStub([stubRoute('/admin/sources', sourcesScreen)]);
    render(<Stub initialEntries={['/admin/sources']} />);
    await screen.findByText('Harbour Daily');
    expect(screen.getByText('가져오는 중입니다…')).toBeTruthy();

    // A pass the status tells of shows in the passes' table without the list being read again.
    await handle.db.insert(ingestRuns).values({ trigger: 'schedule', startedAt: new Date(), feeds: 417 });
    await waitFor(() => expect(screen.getByText('417')).toBeTruthy(), { timeout: 3 * STATUS_POLL_MS });
    expect(asked.filter((path) => path === '/api/admin/sources')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/admin/sources/status').length).toBeGreaterThanOrEqual(1);

    passRunning = false;
    await waitFor(() => expect(screen.queryByText('가져오는 중입니다…')).toBeNull(), {
      timeout: 3 * STATUS_POLL_MS,
    });
    await waitFor(() => expect(asked.filter((path) => path === '/api/admin/sources')).toHaveLength(2));
  }, 30_000);
});
