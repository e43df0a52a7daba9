// Sums the gzipped JavaScript the landing route (`/`, signed out) loads: the entry chunk, its static
// imports, the landing page's lazy chunk with its static imports, and the particle background's chunk. Fails above the 200 KB budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect('index.html');
collect('src/app/routes/landing.tsx');
// The particle background comes after the page is usable, but the landing page does load it: it counts.
collect('src/components/particle-background/particle-background.tsx');

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JS for the landing route (budget 200 KB)`);
if (total > BUDGET_BYTES) {
  console.error('Over budget.');
  process.exit(1);
}
