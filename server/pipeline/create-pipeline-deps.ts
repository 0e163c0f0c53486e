import sharp from 'sharp';
import { OpenAiChatModel } from '../ai/openai-chat-model.ts';
import { RequestBudget } from '../ai/language-model.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { pipelineFetchPolicy } from './fetch/pipeline-fetch-policy.ts';
import { createSafeFetch } from './fetch/safe-fetch.ts';
import { databaseSlotLeases, LeasedHostSlots, redisSlotLeases } from './fetch/shared-host-slots.ts';
import { DEFAULT_PIPELINE_SETTINGS, type PipelineSettings } from './pipeline-context.ts';
import type { PipelineDeps } from './run-pipeline.ts';

/** The pipeline's edges as configured: a polite, public-only fetcher that names the site. */
export function createPipelineDeps(
  config: Config,
  db: Database,
  logger: Logger,
  settings: Partial<PipelineSettings> = {},
): PipelineDeps & { close(): Promise<void> } {
  // Pictures are encoded one by one and not cached: libvips' operation cache and threads otherwise hold
  // hundreds of megabytes over a pass of a few hundred pictures.
  sharp.cache(false);
  sharp.concurrency(1);
  const fetch = createSafeFetch(pipelineFetchPolicy(config));
  // Every process on one PostgreSQL (or one Redis) shares the limit per host; the embedded database has one
  // process, whose own limit is the whole of it.
  const hostSlots = config.redisUrl
    ? new LeasedHostSlots(redisSlotLeases(config.redisUrl, logger))
    : config.databaseUrl
      ? new LeasedHostSlots(databaseSlotLeases(db))
      : undefined;
  return {
    db,
    logger,
    fetch,
    hostSlots,
    settings: {
      ...DEFAULT_PIPELINE_SETTINGS,
      // A source with no history yet is read every INGEST_INTERVAL until its feed's dates tell better.
      ...(config.ingestIntervalMs ? { defaultPollIntervalSeconds: config.ingestIntervalMs / 1000 } : {}),
      disableAfterFailingDays: config.sourceDisableAfterDays,
      ...settings,
    },
    exclusive: !config.databaseUrl,
    siteName: config.siteName,
    createModel: config.ai
      ? (onRequest?: () => void) =>
          new OpenAiChatModel(config.ai!, new RequestBudget(config.ai!.maxRequestsPerPass, onRequest))
      : undefined,
    close: async () => {
      await Promise.all([fetch.close(), hostSlots?.close()]);
    },
  };
}
