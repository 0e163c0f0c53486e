import fs from 'node:fs';
import path from 'node:path';

/**
 * Replaces the section of a document that starts with `heading` (up to the next "## " heading) by `section`, or
 * adds it (before the heading `before` when the document has one, else at the end): each script owns its section
 * and leaves the others as they are. The document is docs/benchmarks.md unless said.
 */
export function writeBenchmarkSection(
  heading: string,
  section: string,
  options: { doc?: string; before?: string } = {},
): void {
  const docPath = path.resolve(options.doc ?? 'docs/benchmarks.md');
  const doc = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : '# Benchmarks\n';
  const body = `${section.trimEnd()}\n`;
  const start = doc.indexOf(heading);
  let updated: string;
  if (start !== -1) {
    const next = doc.indexOf('\n## ', start + heading.length);
    updated = `${doc.slice(0, start)}${body}${next === -1 ? '' : `\n${doc.slice(next + 1)}`}`;
  } else {
    const at = options.before ? doc.indexOf(options.before) : -1;
    updated = at === -1 ? `${doc.trimEnd()}\n\n${body}` : `${doc.slice(0, at)}${body}\n${doc.slice(at)}`;
  }
  fs.writeFileSync(docPath, updated);
}
