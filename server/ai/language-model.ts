import { AsyncLocalStorage } from 'node:async_hooks';
import type { z } from 'zod';

/** One structured request to a language model: instructions, the text to work on, and the answer's shape. */
export interface ModelRequest<T> {
  /** Which configured model answers: the writing one, or the translation one. */
  purpose: 'writing' | 'translation';
  system: string;
  user: string;
  /** The answer is one JSON object of this shape. */
  schema: z.ZodType<T>;
  /** A check of a well-formed answer (its language, its numbers); returns what is wrong, or null. */
  check?: (value: T) => string | null;
}

/** A checked answer and the model that gave it (stored with the text it became). */
export interface ModelAnswer<T> {
  value: T;
  model: string;
}

/** What writes and translates: one interface, whatever serves the model. */
export interface LanguageModel {
  complete<T>(request: ModelRequest<T>): Promise<ModelAnswer<T>>;
  /** False once the pass's request budget is spent or the model server is unreachable: work waits. */
  canWork(): boolean;
  /**
   * Runs a piece of model work (a story to write, a translation) with its first request set aside at once,
   * before the work reads anything: work begun in priority order is then asked for in that order however
   * long its reads take, and a check of other work cannot spend that request meanwhile. Answers undefined,
   * without running the work, when the model takes no more work.
   */
  withFirstRequest<T>(work: () => Promise<T>): Promise<T | undefined>;
}

/** The model answered, twice, with something unusable: the work is parked with this reason. */
export class ModelOutputError extends Error {
  override name = 'ModelOutputError';
}

/** The model takes no more work in this pass; what is left waits for the next one and is not parked. */
export class ModelStoppedError extends Error {
  override name = 'ModelStoppedError';
}

/** The pass has made all the requests its budget allows (AI_MAX_REQUESTS_PER_PASS). */
export class ModelBudgetError extends ModelStoppedError {
  override name = 'ModelBudgetError';
  constructor(limit: number) {
    super(`the pass used its ${limit} model requests (AI_MAX_REQUESTS_PER_PASS)`);
  }
}

/**
 * The model server could not be reached, after the client's own retries: every other request of the pass
 * would fail the same way, so the pass stops asking rather than parking each piece of work.
 */
export class ModelUnavailableError extends ModelStoppedError {
  override name = 'ModelUnavailableError';
}

/**
 * Counts the HTTP requests of one pass, retries included, and refuses those beyond the limit; `onTake` hears
 * of each request made (the pass's record counts them). Requests set aside for work that has begun
 * (`setAside`) count as spent for everything else until that work makes them or ends.
 */
export class RequestBudget {
  private used = 0;
  private setAsideCount = 0;
  /** The requests set aside for the work running in this async context, not made yet. */
  private readonly setAsideHere = new AsyncLocalStorage<{ left: number }>();

  constructor(
    readonly limit: number,
    private readonly onTake: () => void = () => undefined,
  ) {}

  take(): void {
    const claim = this.setAsideHere.getStore();
    if (claim && claim.left > 0) {
      claim.left--;
      this.setAsideCount--;
    } else if (this.used + this.setAsideCount >= this.limit) throw new ModelBudgetError(this.limit);
    this.used++;
    this.onTake();
  }

  get requests(): number {
    return this.used;
  }

  get exhausted(): boolean {
    const claim = this.setAsideHere.getStore();
    return !(claim && claim.left > 0) && this.used + this.setAsideCount >= this.limit;
  }

  /**
   * Sets one request aside at once for `work` and its requests (their first takes it), and gives back what
   * it did not make when it ends. Undefined, without running `work`, when nothing is left to set aside.
   */
  async setAside<T>(work: () => Promise<T>): Promise<T | undefined> {
    // From what no work holds: work begun inside other work (a job sent by a job) does not take that work's.
    if (this.used + this.setAsideCount >= this.limit) return undefined;
    const claim = { left: 1 };
    this.setAsideCount++;
    try {
      return await this.setAsideHere.run(claim, work);
    } finally {
      this.setAsideCount -= claim.left;
    }
  }
}
