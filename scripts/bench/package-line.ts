import fs from 'node:fs';

/**
 * How an npm script of package.json runs a file: the environment variables and node flags of its line (the
 * part after the last `&&`, what comes before being a build), so that a benchmark runs a process exactly as the npm command does.
 */
export function packageLine(
  script: string,
  file: string,
): { env: Record<string, string>; nodeFlags: string[] } {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  // `exec` (the worker's line: the shell hands its process to node after building it) is the shell's, not node's.
  const line =
    scripts[script]
      ?.split('&&')
      .at(-1)
      ?.trim()
      .split(/\s+/)
      .filter((word) => word !== 'exec') ?? [];
  const nodeAt = line.indexOf('node');
  const fileAt = line.indexOf(file);
  if (nodeAt === -1 || fileAt === -1) throw new Error(`npm run ${script} does not run node ${file}`);
  return {
    env: Object.fromEntries(line.slice(0, nodeAt).map((pair) => pair.split('=') as [string, string])),
    nodeFlags: line.slice(nodeAt + 1, fileAt),
  };
}
