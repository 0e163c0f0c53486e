// Loaded with --import into the processes the replay measures (the workers, the web process): sends the
// process's V8 heap in use to the replay every second over the IPC channel it was started with, since /proc
// tells resident memory but not the heap. Does nothing in a process started without one.
if (process.send) {
  process.channel?.unref();
  setInterval(() => {
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ heapUsed, rss });
  }, 1000).unref();
}
