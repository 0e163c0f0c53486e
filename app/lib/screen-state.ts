/** What a screen shows: a spinner while it reads, the failure with a retry, or what it read. */
export type ScreenState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * A client loader's read, with a failure kept as the screen's state rather than thrown: the screen says the data
 * could not be loaded, in place and with a retry, as it did before it had a loader.
 */
export async function readScreenData<T>(read: Promise<T>): Promise<ScreenState<T>> {
  try {
    return { status: 'ready', data: await read };
  } catch {
    return { status: 'failed' };
  }
}
