import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { exitOnStartupError, StartupError } from '#server/exit-on-startup-error.ts';
import { hasCorpus, startFeedServer } from '#tests/helpers/feed-server.ts';

// npm run feeds:serve [-- --port 4400 --list feeds.txt --fresh]: serves the shared corpus feeds (with a page and
// pictures for their items) and the tests' own newsroom on 127.0.0.1, and writes the list of feed URLs to
// hand to `npm run ingest -- --feeds`. Nothing leaves this machine. Stop it with Ctrl+C.
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4400' },
      list: { type: 'string', default: 'feeds.txt' },
      // The corpus's dates moved so that each feed's newest item is an hour old: a pass that keeps only
      // recent items (the server's) reads them all.
      fresh: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartupError(`--port must be a port number, not "${values.port}"`, 2);
  }
  const server = await startFeedServer({
    port,
    corpusNewestAt: values.fresh ? new Date(Date.now() - 3_600_000) : undefined,
  });
  const newsroom = ['harbour-daily.xml', 'coastal-herald.xml', 'world-desk.xml'].map(
    (f) => `${server.origin}/newsroom/${f}`,
  );
  fs.writeFileSync(values.list, `${[...server.corpusFeedUrls, ...newsroom].join('\n')}\n`);
  console.log(
    `Serving ${server.corpusFeedUrls.length + newsroom.length} feeds at ${server.origin}${hasCorpus ? '' : ' (no ../shared/corpora beside this checkout: only the test newsroom)'}.`,
  );
  console.log(`Feed list written to ${values.list}. In another terminal:`);
  console.log(`  INGEST_ALLOW_PRIVATE_NETWORKS=1 npm run ingest -- --feeds ${values.list} --max-age-days 0`);
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
}

main().catch(exitOnStartupError);
