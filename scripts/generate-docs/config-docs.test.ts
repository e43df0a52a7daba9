import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configDocs } from './config-docs';
import { configVariables, exampleValue, UndescribedVariablesError } from './config-variables';
import { checkOutput, root, scratchFolder } from './docs-script.testing';
import { staleFiles } from './generated-files';

const scratch = scratchFolder();

describe('pnpm docs:config --check', () => {
  it('passes: docs/configuration.md and .env.example say what the zod configs say', async () => {
    expect(await checkOutput('scripts/docs-config.ts')).toContain('up to date');
  });

  it('finds a generated file that no longer matches, and one that is missing', () => {
    const files = configDocs(root);
    mkdirSync(join(scratch, 'docs'), { recursive: true });
    for (const { path, text } of files) writeFileSync(join(scratch, path), text);
    expect(staleFiles(scratch, files)).toEqual([]);
    writeFileSync(join(scratch, 'docs/configuration.md'), files[0]!.text.replace('`3000`', '`8080`'));
    rmSync(join(scratch, '.env.example'));
    expect(staleFiles(scratch, files)).toEqual(['docs/configuration.md', '.env.example']);
  });
});

describe('configVariables', () => {
  const empty = (v: unknown) => (v === '' ? undefined : v);

  it('refuses a variable nobody described, naming it', () => {
    const schema = z.object({ PORT: z.coerce.number().default(3000).describe('The port.'), SECRET_THING: z.string().optional() });
    expect(() => configVariables(schema, 'app/config.ts', root)).toThrow(UndescribedVariablesError);
    expect(() => configVariables(schema, 'app/config.ts', root)).toThrow('app/config.ts: add a .describe() in plain words to SECRET_THING');
  });

  it('shows what an unset variable becomes, a folder relative to the repository, and a required one', () => {
    const schema = z.object({
      PORT: z.preprocess(empty, z.coerce.number().default(3000)).describe('The port.'),
      WEB: z.string().default(join(root, 'web/dist')).describe('The web app.'),
      URL: z.string().describe('Needed.'),
    });
    expect(configVariables(schema, 'app/config.ts', root).map(({ name, defaultValue, required }) => ({ name, defaultValue, required }))).toEqual([
      { name: 'PORT', defaultValue: '3000', required: false },
      { name: 'WEB', defaultValue: 'web/dist', required: false },
      { name: 'URL', defaultValue: null, required: true },
    ]);
  });
});

describe('exampleValue', () => {
  const empty = (v: unknown) => (v === '' ? undefined : v);
  const onlineUnlessEmpty = z
    .string()
    .optional()
    .transform((v) => (v === undefined ? 'https://example.org' : v.trim() || null));

  it('writes the default, or empty, only where Morah reads it as unset', () => {
    expect(exampleValue('3000', [z.preprocess(empty, z.coerce.number().default(3000))])).toBe('3000');
    expect(exampleValue(null, [z.preprocess(empty, z.string().optional())])).toBe('');
    expect(exampleValue('https://example.org', [onlineUnlessEmpty])).toBe('https://example.org');
  });

  it('writes nothing a second program would refuse or read differently', () => {
    const gatewayFlag = z.preprocess(empty, z.enum(['true', 'false', '1', '0']).optional()).transform((v) => v === 'true' || v === '1');
    const workerFlag = z.preprocess(empty, z.enum(['0', '1']).optional()).transform((v) => v === '1');
    expect(exampleValue('false', [gatewayFlag, workerFlag])).toBe('');
    const emptyMeansOff = z.string().optional().transform((v) => (v === undefined ? 'on' : v || 'off'));
    expect(exampleValue(null, [emptyMeansOff])).toBeUndefined();
  });
});
