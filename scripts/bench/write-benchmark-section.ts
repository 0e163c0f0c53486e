import fs from 'node:fs';
import path from 'node:path';

/**
 * Replaces the section of docs/benchmarks.md that starts with `heading` (up to the next "## " heading) by
 * `section`, or appends it: each benchmark script owns its section and leaves the others as they are.
 */
export function writeBenchmarkSection(heading: string, section: string): void {
  const docPath = path.resolve('docs/benchmarks.md');
  const doc = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(heading);
  const next = start === -1 ? -1 : doc.indexOf('\n## ', start + heading.length);
  const body = `${section.trimEnd()}\n`;
  const updated =
    start === -1
      ? `${doc.trimEnd()}\n\n${body}`
      : `${doc.slice(0, start)}${body}${next === -1 ? '' : `\n${doc.slice(next + 1)}`}`;
  fs.writeFileSync(docPath, updated);
}
