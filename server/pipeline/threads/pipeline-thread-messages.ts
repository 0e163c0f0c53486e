import type { MessagePort } from 'node:worker_threads';

// What the web process's main thread and its pipeline's thread say to each other (pipeline-in-thread.ts,
// pipeline-thread.ts).

/** What the thread starts with: its port to the embedded database's thread. */
export interface PipelineThreadData {
  databasePort: MessagePort;
}

/** Calls the main thread makes; those with an id are answered by a `done` with the same id. */
export type ToPipelineThread =
  | { type: 'start'; trigger: 'admin' | 'schedule'; sourceIds?: number[] | undefined }
  | { type: 'translate'; articleIds?: number[] | undefined }
  | { type: 'fetch-image'; articleId: number; imageUrl: string }
  | { type: 'start-schedule' }
  | { type: 'draw-title-cards'; id: number; articleIds: number[] }
  | { type: 'settle'; id: number }
  | { type: 'stop'; id: number }
  | { type: 'close'; id: number };

/** What the thread tells: it is ready, whether a pass or translation runs (on every change), a call done. */
export type FromPipelineThread =
  | { type: 'ready' }
  | { type: 'state'; passRunning: boolean; translating: boolean }
  | { type: 'done'; id: number };
