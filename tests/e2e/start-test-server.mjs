// Starts the built site for the browser tests, as `npm start` runs it (the compiled server in build/node), on a
// fresh, empty data directory (removed on exit).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-e2e-'));
const child = spawn(process.execPath, ['build/node/server/main.js'], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
