import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeSefaria, startFakeSefaria } from './support/fake-sefaria';
import { torahFile } from './support/torah-data';
import torahGlobalSetup from './support/torah-global-setup';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const VITEST = resolve(ROOT, 'node_modules/vitest/vitest.mjs');

/** `pnpm vitest run <a test that reads the Torah>` on a clone whose Torah folder is `dir` (empty). */
async function testRun(dir: string, sefariaUrl: string): Promise<{ code: number; output: string }> {
  const env = { ...process.env, TORAH_DATA_DIR: dir, SEFARIA_URL: sefariaUrl, NO_COLOR: '1', FORCE_COLOR: '0' };
  try {
    const { stdout, stderr } = await run(process.execPath, [VITEST, 'run', 'tests/verse-search.int.test.ts'], { cwd: ROOT, env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

const json = (dir: string, name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string[][]>;

describe('the Torah the tests read, on a clone without it', () => {
  let sefaria: FakeSefaria;
  const folders: string[] = [];
  const emptyFolder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'morah-no-torah-'));
    folders.push(dir);
    return dir;
  };
  beforeAll(async () => {
    sefaria = await startFakeSefaria();
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    await sefaria.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('is fetched once through Sefaria into the folder, whole, and read from there afterwards', async () => {
    const dir = join(emptyFolder(), 'cache');
    vi.stubEnv('TORAH_DATA_DIR', dir);
    vi.stubEnv('SEFARIA_URL', sefaria.url);
    await torahGlobalSetup();
    const asked = sefaria.requests.length;
    expect(asked).toBeGreaterThan(5);
    // Every book, chapter and verse as Sefaria sent them; the pointed Hebrew is the same words without cantillation.
    expect(json(dir, 'torah-en.json')).toEqual(torahFile('torah-en.json'));
    expect(json(dir, 'torah-he-teamim.json')).toEqual(torahFile('torah-he-teamim.json'));
    const shape = (data: Record<string, string[][]>) => Object.values(data).flatMap((chapters) => chapters.map((verses) => verses.length));
    expect(shape(json(dir, 'torah-he.json'))).toEqual(shape(torahFile('torah-he.json')));
    expect(shape(json(dir, 'torah-he.json')).reduce((a, b) => a + b, 0)).toBe(5847);
    // (the marks of a letter in Unicode's canonical order: they may come in either order)
    expect(json(dir, 'torah-he.json').Genesis![0]![0]!.normalize('NFC')).toBe('בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃'.normalize('NFC'));
    // The next run finds it and asks Sefaria nothing.
    await torahGlobalSetup();
    expect(sefaria.requests.length).toBe(asked);
  });

  it('offline, stops the run at once with one line saying what is missing and how to provide it', async () => {
    const dir = emptyFolder();
    const { code, output } = await testRun(dir, '');
    expect(code).toBe(1);
    const lines = output.split('\n').filter((line) => line.includes('Torah'));
    expect(lines).toEqual([expect.stringContaining(`The Torah text the tests read is missing (torah-he.json, torah-en.json, torah-he-teamim.json in ${dir})`)]);
    expect(lines[0]).toContain('Set TORAH_DATA_DIR to a folder holding');
    expect(output).not.toMatch(/ENOENT|FAIL|✓|×/);
  });

  it('when Sefaria cannot be reached, stops the same way and names Sefaria, leaving nothing half written', async () => {
    sefaria.mode = 'error';
    const dir = emptyFolder();
    const { code, output } = await testRun(dir, sefaria.url);
    sefaria.mode = 'ok';
    expect(code).toBe(1);
    expect(output).toContain(`could not be fetched from ${sefaria.url}: Sefaria answered 500.`);
    expect(output).not.toMatch(/ENOENT|FAIL/);
    expect(existsSync(join(dir, 'torah-en.json'))).toBe(false);
  });
});
