import type { JobDefinition, JobQueue, JobTable } from '../jobs/define-job.ts';
import { clusterStoriesJob } from './cluster-stories.job.ts';
import { drawTitleCardJob } from './draw-title-card.job.ts';
import { fetchFeedJob } from './fetch-feed.job.ts';
import { fetchImageJob } from './fetch-image.job.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { readPageJob } from './read-page.job.ts';
import { mergeLanguagesJob } from './write/merge-languages.job.ts';
import { translateArticleJob } from './write/translate-article.job.ts';
import { writeStoryJob } from './write/write-story.job.ts';

// The pipeline's flow, the same in its three ways of running: one pass in one process (`npm run ingest`,
// and the server's runner: run-pipeline.ts on the in-process queue) and a pass handed to the workers
// (`npm run ingest -- --queue`, then `npm run worker`s on pg-boss, queued-runs.ts). Jobs send each other by
// name; a queue refuses a send this graph does not draw.
//
//   a pass ─► fetch-feed ─► read-page ┄┄ every feed and page of the pass read ┄┄► cluster-stories ─┐
//              (a source)    (a new item; also items a killed pass left "new")   (one per language │
//                                                                                 with items read, │
//                                                                                 one at a time    │
//                                                                                 each; again per  │
//                                                                                 batch)           │
//   ┌──────────────────────────────────────────────────────────────────────────────────────────┘
//   ├─► fetch-image ─► draw-title-card        a story's picture; a title card when there is none,
//   ├─► draw-title-card                       or when it cannot be had
//   └─► write-story ─┬─► translate-article (into English) ─► merge-languages ─► translate-article (the rest)
//      (with a model) └─► merge-languages (written in English) ─────────────────┘
//
// Not from a job: an in-process pass then works through earlier passes' model work (write-story,
// translate-article: work-through-backlog.ts); "translate missing" sends translate-article; a held item
// published anyway sends fetch-image or draw-title-card.

/** What each job may send, by name: the graph above as data. */
export const JOB_GRAPH = {
  'fetch-feed': ['read-page'],
  'read-page': [],
  'cluster-stories': ['cluster-stories', 'fetch-image', 'draw-title-card', 'write-story'],
  'fetch-image': ['draw-title-card'],
  'draw-title-card': [],
  'write-story': ['translate-article', 'merge-languages'],
  'translate-article': ['merge-languages'],
  'merge-languages': ['translate-article'],
} as const satisfies Record<string, readonly string[]>;

/** The jobs that read a pass's feeds and pages; once the last of a pass is done, READ_PASS_FOLLOWER runs. */
export const READING_JOBS: readonly PipelineJobName[] = ['fetch-feed', 'read-page'];
/**
 * Clustering places a pass's items once they are all read, whichever way the pass runs: sent without a
 * language, it sends one job for each language with items read.
 */
export const READ_PASS_FOLLOWER = 'cluster-stories' satisfies PipelineJobName;

/** Every job of the pipeline, one line each, in the order a story goes through them. */
const PIPELINE_JOBS = [
  fetchFeedJob, // a source's feed -> its new items
  readPageJob, // an item's page -> its text, picture, language
  clusterStoriesJob, // read items -> stories (per language, one job of a language at a time)
  fetchImageJob, // a story's lead picture -> the image pipeline
  drawTitleCardJob, // a story without a picture -> its title card
  writeStoryJob, // a story's reports -> the model's article in its language (with a model only)
  translateArticleJob, // an article -> one more language (with a model only)
  mergeLanguagesJob, // a story's English text -> the same story in another language, merged (with a model only)
] as const;

type PipelineJob = (typeof PIPELINE_JOBS)[number];
/** A job's name. */
export type PipelineJobName = keyof typeof JOB_GRAPH;
/** Each job's name with the data it takes. */
export type PipelineJobs = {
  [Job in PipelineJob as Job['name']]: Job extends JobDefinition<infer Data, PipelineContext> ? Data : never;
};
/** Where pipeline jobs are sent, by name. */
export type PipelineQueue = JobQueue<PipelineJobs>;

/** The table the queues run: the jobs and the graph of what each may send. */
export const PIPELINE_TABLE: JobTable<PipelineContext> = {
  jobs: PIPELINE_JOBS as ReadonlyArray<JobDefinition<unknown, PipelineContext>>,
  follows: JOB_GRAPH,
};

/** A job's definition by name (its concurrency, say). */
export function pipelineJob(name: PipelineJobName): JobDefinition<unknown, PipelineContext> {
  return PIPELINE_TABLE.jobs.find((job) => job.name === name)!;
}
