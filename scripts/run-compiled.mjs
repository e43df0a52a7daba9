// Runs one of Morah's compiled server programs (dist/server/<name>.mjs), compiling first when its
// sources changed since the last build. `start` and `gateway` serve the web app, so it is built
// first when needed too. Plain JavaScript: nothing here needs a TypeScript loader.
//   node scripts/run-compiled.mjs start | gateway | workers | migrate | rebuild-projections
import { ensureServerBuild, serverEntries } from './build-server.mjs';
import { ensureWebBuild } from './ensure-web-build.mjs';

const name = process.argv[2] ?? 'start';
if (!(name in serverEntries)) {
  console.error(`Unknown program "${name}": one of ${Object.keys(serverEntries).join(', ')}`);
  process.exit(2);
}
// A WEB_DIST of one's own is the operator's to build.
if ((name === 'start' || name === 'gateway') && !process.env.WEB_DIST) ensureWebBuild();
await ensureServerBuild();
await import(new URL(`../dist/server/${name}.mjs`, import.meta.url).href);
