import type { VerseRange } from '@morah/contracts';
import type { VerseRow } from '@morah/db';
import { SEFARIA_VERSIONS, SefariaAnswerProblem, sefariaRef, versesFromSefaria } from './sefaria-response';

export interface SefariaOptions {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * One range of the Torah from Sefaria's text API (Hebrew and JPS 1917, text only). Throws a
 * SefariaAnswerProblem when Sefaria is slow, down, or answers with something unusable.
 */
export async function fetchSefariaRange(range: VerseRange, options: SefariaOptions): Promise<VerseRow[]> {
  const url = new URL(`/api/v3/texts/${encodeURIComponent(sefariaRef(range))}`, options.baseUrl);
  url.searchParams.append('version', SEFARIA_VERSIONS.hebrew);
  url.searchParams.append('version', SEFARIA_VERSIONS.english);
  url.searchParams.append('return_format', 'text_only');
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new SefariaAnswerProblem(timedOut ? `Sefaria did not answer within ${options.timeoutMs} ms.` : `Sefaria could not be reached (${(error as Error).message}).`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SefariaAnswerProblem(`Sefaria answered ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new SefariaAnswerProblem('Sefaria sent something that is not JSON.', { cause: error });
  }
  return versesFromSefaria(body, range);
}
