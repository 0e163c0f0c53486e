import { parseArgs } from 'node:util';
import { exitOnStartupError, StartupError } from '#server/exit-on-startup-error.ts';
import { startModelServer } from '#tests/helpers/model-server.ts';
import { newsroomModel } from '#tests/helpers/newsroom-model.ts';

// npm run model:serve [-- --port 4500]: the tests' stand-in for a language model, an OpenAI-compatible
// Chat Completions server on 127.0.0.1 (see tests/helpers/newsroom-model.ts). It writes stories from their
// reports' own sentences and answers translations with a sentence per language saying they are test
// translations (the solar-farm story of the test newsroom has real, recorded ones). Nothing leaves this
// machine. Stop it with Ctrl+C.
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4500' } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartupError(`--port must be a port number, not "${values.port}"`, 2);
  }
  const server = await startModelServer(newsroomModel, port);
  console.log(`A test model answers at ${server.baseUrl}. In another terminal:`);
  console.log(`  AI_BASE_URL=${server.baseUrl} AI_MODEL=test-model npm run ingest -- --feeds feeds.txt`);
  console.log(`  AI_BASE_URL=${server.baseUrl} AI_MODEL=test-model npm run translate`);
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
}

main().catch(exitOnStartupError);
