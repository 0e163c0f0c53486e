import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The packages a started server's main thread must not hold until it needs them: the newsroom pipeline's
 * parsers, detectors and clients are loaded on the first pass (server/pipeline/pipeline-runner.ts), the
 * PostgreSQL client only for DATABASE_URL (server/db/client.ts). Imported at start they cost some 50 MB that a
 * site which never ingests keeps for nothing (docs/benchmarks.md, "Memory"). React and React Router draw pages
 * in render threads (server/http/render-threads.ts), and in the main thread only when there are none.
 */
const LOADED_ON_USE = [
  'feedsmith',
  'linkedom',
  '@mozilla/readability',
  'jschardet',
  '@exodus/bytes',
  'eld',
  'stopword',
  'any-ascii',
  'undici',
  'openai',
  'pg',
  'react',
  'react-dom',
  'react-router',
];

/** The modules and packages reachable from a file through its static, value imports (not `import type`). */
function staticImports(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
        specifier = statement.moduleSpecifier;
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        specifier = statement.moduleSpecifier;
      }
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const name = specifier.text;
      if (name.startsWith('.')) {
        visit(path.resolve(path.dirname(file), name));
      } else if (!name.startsWith('node:')) {
        const parts = name.split('/');
        const pkg = name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
        if (!packages.has(pkg)) packages.set(pkg, path.relative(process.cwd(), file));
      }
    }
  };
  visit(path.resolve(entry));
  return { files, packages };
}

describe('what the server loads at start', () => {
  it('leaves the pipeline and the PostgreSQL client until they are used', () => {
    const { files, packages } = staticImports('server/main.ts');
    // The walk really follows the server: the page renderer, the database and the app are in it.
    expect(files.size).toBeGreaterThan(50);
    expect(files.has(path.resolve('server/http/render-threads.ts'))).toBe(true);
    expect(packages.has('@electric-sql/pglite')).toBe(true);
    expect(packages.has('hono')).toBe(true);
    const loadedAtStart = LOADED_ON_USE.filter((pkg) => packages.has(pkg)).map(
      (pkg) => `${pkg} (imported by ${packages.get(pkg)})`,
    );
    expect(loadedAtStart).toEqual([]);
  });
});
