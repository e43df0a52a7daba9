/**
 * A loopback server that answers like Sefaria's text API (`GET /api/v3/texts/{ref}` with two
 * `version` parameters and `return_format=text_only`) from the shared Torah folder. Tests make it
 * slow (a timeout) or broken (a 500) to see Morah cope.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { torahFile } from './torah-data';

export type SefariaMode = 'ok' | 'slow' | 'error';

export interface FakeSefaria {
  url: string;
  /** Every path and query asked, in order. */
  requests: string[];
  mode: SefariaMode;
  close(): Promise<void>;
}

/** `Genesis.1.1-6.8` (or one chapter, `Genesis.4.19-22`) into the answer's nested text, as Sefaria nests it. */
function textFor(data: Record<string, string[][]>, ref: string): string[] | string[][] {
  const m = /^(\w+)\.(\d+)\.(\d+)-(?:(\d+)\.)?(\d+)$/.exec(ref);
  if (!m) throw new Error(`fake Sefaria cannot read ref ${ref}`);
  const [, book, c1, v1, c2, v2] = m;
  const from = { c: Number(c1), v: Number(v1) };
  const to = { c: Number(c2 ?? c1), v: Number(v2) };
  const chapters: string[][] = [];
  for (let c = from.c; c <= to.c; c++) {
    const verses = data[book!]![c - 1]!;
    chapters.push(verses.slice(c === from.c ? from.v - 1 : 0, c === to.c ? to.v : verses.length));
  }
  return chapters.length === 1 ? chapters[0]! : chapters;
}

export async function startFakeSefaria(): Promise<FakeSefaria> {
  const held: ServerResponse[] = [];
  const fake: FakeSefaria = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    fake.requests.push(`${url.pathname}${url.search}`);
    if (fake.mode === 'slow') {
      held.push(res); // never answered: the client's timeout must end the wait
      return;
    }
    if (fake.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Internal Server Error' }));
      return;
    }
    const ref = decodeURIComponent(url.pathname.replace('/api/v3/texts/', ''));
    const versions = url.searchParams.getAll('version');
    const wanted = (family: string) => versions.some((v) => v.startsWith(`${family}|`));
    if (!url.pathname.startsWith('/api/v3/texts/') || url.searchParams.get('return_format') !== 'text_only' || !wanted('hebrew') || !wanted('english')) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'unexpected request' }));
      return;
    }
    const body = {
      ref: ref.replace(/\./g, ' '),
      versions: [
        { language: 'he', languageFamilyName: 'hebrew', versionTitle: "Tanach with Ta'amei Hamikra", text: textFor(torahFile('torah-he-teamim.json'), ref) },
        { language: 'en', languageFamilyName: 'english', versionTitle: 'The Holy Scriptures: A New Translation (JPS 1917)', text: textFor(torahFile('torah-en.json'), ref) },
      ],
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
