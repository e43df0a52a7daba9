// Imported by start.ts: builds the web app when it has never been built or its sources are newer.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = new URL('../web/', import.meta.url).pathname;
const built = join(web, 'dist/index.html');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = ['src', 'index.html', 'vite.config.ts', 'public'].map((p) => join(web, p)).filter(existsSync);
if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log('Building the web app (first start or changed sources)...');
  execSync('pnpm --filter @morah/web build', { stdio: 'inherit' });
}
