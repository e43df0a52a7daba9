import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PACKAGES = ['contracts', 'content', 'db', 'safety', 'gateway', 'workers', 'web'] as const;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

describe('the boundaries between packages', () => {
  it("keeps the web off the content package: the games' material comes from contracts or the API", async () => {
    const importers: string[] = [];
    for (const file of await sourceFiles('web/src')) if (/from '@morah\/content/.test(await readFile(file, 'utf8'))) importers.push(file);
    expect(importers).toEqual([]);
    const web = JSON.parse(await readFile(join(ROOT, 'web/package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    expect(Object.keys(web.dependencies ?? {})).not.toContain('@morah/content');
  });

  it.each(PACKAGES)('finds no import cycle in %s, type imports included', async (pkg) => {
    const tree = await parseDependencyTree([`${pkg}/src/**/*.ts`, `${pkg}/src/**/*.tsx`], {
      cwd: ROOT,
      context: ROOT,
      tsconfig: join(ROOT, pkg, 'tsconfig.json'),
      transform: false,
      skipDynamicImports: false,
    });
    expect(parseCircular(tree)).toEqual([]);
  });
});
