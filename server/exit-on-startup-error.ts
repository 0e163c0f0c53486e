import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirError } from './db/data-dir-lock.ts';
import { createLogger } from './logger.ts';

/**
 * Why an entry point cannot start, said in one line the operator can act on: what is missing or in the way and
 * what to do instead. `exitCode` 2 is a wrong command line, as the scripts' usage errors are. `toldAbove`: the
 * operator has that line already (a child process printed it), so the process ends without a second one.
 */
export class StartupError extends Error {
  override name = 'StartupError';

  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly toldAbove = false,
  ) {
    super(message);
  }
}

/** A port another process holds, or one this user may not take: Node's message names the address. */
const LISTEN_REFUSALS = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL']);

/** A command line node:util's parseArgs refused (an unknown option, a missing value): a usage error. */
const isRefusedCommandLine = (error: unknown) =>
  error instanceof Error && ((error as NodeJS.ErrnoException).code ?? '').startsWith('ERR_PARSE_ARGS_');

/**
 * Whether the error's message alone tells the operator what is wrong: a bad setting, the data directory, a port,
 * the command line.
 */
function isExplained(error: unknown): error is Error {
  if (error instanceof StartupError || error instanceof ConfigError || error instanceof DataDirError)
    return true;
  if (!(error instanceof Error)) return false;
  const { syscall, code } = error as NodeJS.ErrnoException;
  return (syscall === 'listen' && LISTEN_REFUSALS.has(code ?? '')) || isRefusedCommandLine(error);
}

/** The error's message and its causes' (a failed query's is the connection's), the deepest last. */
function describeWithCauses(error: unknown): string {
  const messages: string[] = [];
  for (let at: unknown = error; at !== undefined && messages.length < 5;) {
    messages.push(at instanceof Error ? at.message.trim() : String(at));
    at = at instanceof Error ? at.cause : undefined;
  }
  return messages.join('; caused by: ');
}

/**
 * Ends an entry point that could not start or run (the server, the npm scripts, the first start's child), the
 * same way for all: a problem the operator can fix as its one line on stderr; anything else as a fatal line of
 * the logger, with its stack. Exit code 1, or the StartupError's own.
 */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof StartupError && error.toldAbove) {
    // The reason is on stderr already, in the child's own words.
  } else if (isExplained(error)) console.error(error.message);
  else {
    // The process's own logger may be silenced (LOG_LEVEL=silent), or not made yet: a failure is always told.
    createLogger('fatal').fatal({ err: error }, describeWithCauses(error));
  }
  process.exit(error instanceof StartupError ? error.exitCode : isRefusedCommandLine(error) ? 2 : 1);
}

/** The configuration, or the end of the process with its one-line reason (a script's first step). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    return exitOnStartupError(error);
  }
}
