import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fetchTorahFolder } from './fetch-torah-folder';
import { TORAH_TEST_FILES, torahDirFor } from './torah-data';

const SEFARIA = 'https://www.sefaria.org';

/** Stop the whole run now with one line: vitest would add a stack and "No test files found" to an error. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Before the tests that read the Torah: its folder is there, or it is fetched once from Sefaria
 * (SEFARIA_URL, as the gateway reads it; empty stays offline), or the run stops here with one line
 * that says what is missing and how to provide it, not with a failure in every file that reads it.
 */
export default async function torahGlobalSetup(): Promise<void> {
  const dir = torahDirFor(process.env);
  const missing = TORAH_TEST_FILES.filter((name) => !existsSync(join(dir, name)));
  if (missing.length === 0) return;
  const sefaria = process.env.SEFARIA_URL ?? SEFARIA;
  const provide = `Set TORAH_DATA_DIR to a folder holding ${TORAH_TEST_FILES.join(', ')} (see the README's "How texts get in"), or run the tests once online to fetch them from Sefaria.`;
  if (sefaria.trim() === '') stop(`The Torah text the tests read is missing (${missing.join(', ')} in ${dir}) and SEFARIA_URL is empty, so it was not fetched. ${provide}`);
  const { fetchSefariaRange } = await import('@morah/gateway');
  const started = Date.now();
  try {
    const verses = await fetchTorahFolder(dir, (range) => fetchSefariaRange(range, { baseUrl: sefaria, timeoutMs: 30_000 }));
    console.log(`Fetched the Torah for the tests from ${sefaria} into ${dir} (${verses} verses, ${((Date.now() - started) / 1000).toFixed(1)} s); later runs read it from there.`);
  } catch (error) {
    stop(`The Torah text the tests read is missing (${missing.join(', ')} in ${dir}) and could not be fetched from ${sefaria}: ${(error as Error).message} ${provide}`);
  }
}
