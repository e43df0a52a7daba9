// Builds the web app when it has never been built or its sources are newer than the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../web/', import.meta.url));
const built = join(web, 'dist/index.html');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function ensureWebBuild() {
  const sources = ['src', 'index.html', 'vite.config.ts', 'public'].map((p) => join(web, p)).filter(existsSync);
  if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
    console.log('Building the web app (first start or changed sources)...');
    execSync('pnpm --filter @morah/web build', { stdio: 'inherit' });
  }
}
