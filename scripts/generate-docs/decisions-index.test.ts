import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS_DIR, decisionsIndex, recordTitle } from './decisions-index';
import { checkOutput, scratchFolder } from './docs-script.testing';
import { staleFiles } from './generated-files';

const scratch = scratchFolder();

describe('pnpm docs:decisions --check', () => {
  it('passes: docs/decisions/README.md lists every record in the folder', async () => {
    expect(await checkOutput('scripts/docs-decisions.ts')).toContain('up to date');
  });

  it('lists a new record by its title, so an index without it is out of date', () => {
    const folder = join(scratch, DECISIONS_DIR);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'grade-bands.md'), '# Grade bands on every quiz result\n\n## Context\n');
    const [before] = decisionsIndex(scratch);
    writeFileSync(join(scratch, before!.path), before!.text);
    expect(before!.text).toContain('- [Grade bands on every quiz result](grade-bands.md)');

    writeFileSync(join(folder, 'accounts.md'), '# Accounts without e-mail\n');
    const after = decisionsIndex(scratch);
    expect(staleFiles(scratch, after)).toEqual([`${DECISIONS_DIR}/README.md`]);
    expect(after[0]!.text.indexOf('(accounts.md)')).toBeLessThan(after[0]!.text.indexOf('(grade-bands.md)'));
  });

  it('names a record without a heading by its file', () => {
    expect(recordTitle('jobs.md', 'Jobs are kept in an outbox.')).toBe('jobs');
  });
});
