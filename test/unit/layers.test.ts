import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The ground floor (docs/architecture.md): `src/foundation` imports nothing else of the
 * controller, and entities import only foundation and each other, so no import circle runs
 * through the ORM's entity classes (entities are loaded by every layer above them).
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SRC = path.join(ROOT, 'src');

/** The project files a source file imports (relative imports, resolved to paths under src/). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'";]*?from\s+'([^']+)'/g)].map((m) => m[1]);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => path.relative(SRC, path.resolve(path.dirname(file), s)));
}

const filesIn = (dir: string) => fs.readdirSync(path.join(SRC, dir)).filter((f) => f.endsWith('.ts')).map((f) => path.join(SRC, dir, f));

test('the sources are where this test looks for them', () => {
  assert.ok(filesIn('entities').length > 10 && filesIn('foundation').length > 0, `sources under ${SRC}`);
});

test('entities import only foundation and other entities', () => {
  const wrong = filesIn('entities').flatMap((file) =>
    importsOf(file).filter((target) => !target.startsWith('entities/') && !target.startsWith('foundation/')).map((target) => `${path.relative(SRC, file)} imports ${target}`),
  );
  assert.deepEqual(wrong, []);
});

test('foundation imports nothing above it', () => {
  const wrong = filesIn('foundation').flatMap((file) =>
    importsOf(file).filter((target) => !target.startsWith('foundation/')).map((target) => `${path.relative(SRC, file)} imports ${target}`),
  );
  assert.deepEqual(wrong, []);
});
