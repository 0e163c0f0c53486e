import type { JobDefinition } from '../jobs/define-job.ts';
import { clusterStoriesJob } from './cluster-stories.job.ts';
import { fetchFeedJob } from './fetch-feed.job.ts';
import { fetchImageJob } from './fetch-image.job.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { readPageJob } from './read-page.job.ts';
import { mergeLanguagesJob } from './write/merge-languages.job.ts';
import { translateArticleJob } from './write/translate-article.job.ts';
import { writeStoryJob } from './write/write-story.job.ts';

/** Every job of the pipeline, one line each, in the order a story goes through them. */
export const PIPELINE_JOBS: Array<JobDefinition<unknown, PipelineContext>> = [
  fetchFeedJob, // a source's feed -> its new items
  readPageJob, // an item's page -> its text, picture, language
  clusterStoriesJob, // read items -> stories (one at a time)
  fetchImageJob, // a story's lead picture -> the image pipeline
  writeStoryJob, // a story's reports -> the model's article in its language (with a model only)
  translateArticleJob, // an article -> one more language (with a model only)
  mergeLanguagesJob, // a story's English text -> the same story in another language, merged (with a model only)
];
