import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A file made by a script: its path from the repository's root and what it must hold. */
export interface GeneratedFile {
  path: string;
  text: string;
}

/** The files whose text on disk differs from what the script makes (missing ones included). */
export function staleFiles(root: string, files: readonly GeneratedFile[]): string[] {
  return files.filter(({ path, text }) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text).map((f) => f.path);
}

/**
 * The command line of a docs script: write the files, or with `--check` write nothing and exit 1
 * naming every stale file and the command that brings it up to date.
 */
export function writeOrCheck(root: string, files: readonly GeneratedFile[], args: readonly string[], command: string): void {
  const stale = staleFiles(root, files);
  if (args.includes('--check')) {
    if (stale.length === 0) return console.log(`${command}: ${files.map((f) => f.path).join(', ')} up to date`);
    console.error(`${command} --check: out of date: ${stale.join(', ')}. Run ${command} and commit the result.`);
    process.exit(1);
  }
  for (const { path, text } of files) writeFileSync(join(root, path), text);
  console.log(stale.length === 0 ? `${command}: nothing changed` : `${command}: wrote ${stale.join(', ')}`);
}
