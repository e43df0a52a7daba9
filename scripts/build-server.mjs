// `pnpm build:server` (and part of `pnpm build`): compiles the server side of Morah (the composition
// root, gateway, workers, db, contracts and content) into plain JavaScript in dist/server/, one
// self-contained ES module per entry, so Node runs it with no TypeScript loader.
// `ensureServerBuild()` rebuilds only when a source the last build read has changed since.
//
// Data files a module reads beside itself (`new URL('./books/', import.meta.url)`, as the content
// package's library does) are copied to the same place beside the compiled programs.
//
// Every dependency is bundled except the few that load files of their own at run time (the
// embedded Postgres's WebAssembly, the password hash's native addon, jsdom's stylesheets and
// workers, the API docs page's files, the English spelling dictionary) and optional native accelerators. Those are resolved from the workspace root's node_modules, so the root
// package.json declares them, at the very versions the packages that use them declare (checked here).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist/server');
const buildInfo = join(outdir, 'build-info.json');

/** The programs, by output name. Each lies two folders below the root, as their sources do (paths such as the web app's folder are found from there). */
export const serverEntries = {
  start: 'start.ts',
  gateway: 'gateway/src/server.ts',
  workers: 'workers/src/main.ts',
  migrate: 'commands/migrate.ts',
  'rebuild-projections': 'commands/rebuild-projections.ts',
};

/** Loaded from node_modules at run time, with the package that uses each. */
const runtimeDependencies = { '@electric-sql/pglite': 'db', '@node-rs/argon2': 'gateway', jsdom: 'gateway', '@fastify/swagger-ui': 'gateway', 'dictionary-en': 'content' };
/** Optional native add-ons their libraries do without when absent. */
const optionalNative = ['pg-native', 'msgpackr-extract', 'bufferutil', 'utf-8-validate'];
/** Besides the sources a build read: a change here changes what is bundled. */
const alwaysWatched = ['pnpm-lock.yaml', 'package.json', 'scripts/build-server.mjs'];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function checkRuntimeDependencies() {
  const declared = readJson(join(root, 'package.json')).dependencies ?? {};
  const problems = Object.entries(runtimeDependencies).flatMap(([name, pkg]) => {
    const wanted = readJson(join(root, pkg, 'package.json')).dependencies?.[name];
    return declared[name] === wanted ? [] : [`${name}: ${pkg}/package.json has ${wanted}, the root package.json has ${declared[name] ?? 'nothing'}`];
  });
  if (problems.length) {
    throw new Error(`The compiled server loads these from the root's node_modules; declare them there at the same versions:\n  ${problems.join('\n  ')}`);
  }
}

/** `new URL('<relative path>', import.meta.url)` in a source: a file or folder it reads at run time. */
const besideItself = /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Copy what the compiled sources read beside themselves to the same relative place beside the
 * programs, and answer those files and folders (a folder's time changes when a file is added).
 */
function copyModuleAssets(sources) {
  const copied = new Map();
  for (const source of sources) {
    for (const [, ref] of readFileSync(join(root, source), 'utf8').matchAll(besideItself)) {
      const from = resolve(root, dirname(source), ref);
      const to = resolve(outdir, ref);
      if (!to.startsWith(`${outdir}/`)) throw new Error(`${source} reads ${ref}, outside its own folder: the compiled server cannot carry it there`);
      if (copied.has(to) && copied.get(to) !== from) throw new Error(`${source} and another source both read ${ref} beside themselves: give them different names`);
      if (!existsSync(from)) throw new Error(`${source} reads ${ref}, which does not exist`);
      copied.set(to, from);
    }
  }
  for (const [to, from] of copied) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  return [...copied.values()].flatMap((from) => [from, ...(statSync(from).isDirectory() ? listFiles(from) : [])]).map((path) => relative(root, path));
}

function listFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(folder, entry.name)) : [join(folder, entry.name)]));
}

/** Compile every entry; outputs are replaced file by file (a running server keeps reading whole files). */
export async function buildServer({ quiet = false } = {}) {
  checkRuntimeDependencies();
  const started = performance.now();
  // The build is as old as the sources it read: one saved while it ran makes the next start compile again.
  const readFrom = new Date();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Bundled CommonJS libraries call require(); give them one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    external: [...Object.keys(runtimeDependencies), ...optionalNative],
    minifySyntax: true,
    minifyWhitespace: true,
    keepNames: true,
    sourcemap: 'linked',
    // Maps give file and line in stack traces (NODE_OPTIONS=--enable-source-maps) without carrying the sources.
    sourcesContent: false,
    legalComments: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const sources = Object.keys(result.metafile.inputs).filter((path) => !path.includes('node_modules/'));
  const inputs = [...sources, ...copyModuleAssets(sources)];
  writeFileSync(buildInfo, `${JSON.stringify({ inputs }, null, 1)}\n`);
  utimesSync(buildInfo, readFrom, readFrom);
  if (!quiet) console.log(`Compiled the server into ${relative(root, outdir)}/ in ${Math.round(performance.now() - started)} ms`);
}

/** Why the compiled server is out of date, or null when it is current. */
export function serverBuildIsStale() {
  if (!existsSync(buildInfo)) return 'never compiled';
  const missing = Object.keys(serverEntries).find((name) => !existsSync(join(outdir, `${name}.mjs`)));
  if (missing) return `${missing}.mjs is missing`;
  const builtAt = statSync(buildInfo).mtimeMs;
  for (const path of [...readJson(buildInfo).inputs, ...alwaysWatched]) {
    const full = join(root, path);
    if (!existsSync(full)) return `${path} is gone`;
    if (statSync(full).mtimeMs > builtAt) return `${path} changed`;
  }
  return null;
}

export async function ensureServerBuild() {
  const stale = serverBuildIsStale();
  if (!stale) return;
  console.log(`Compiling the server (${stale})...`);
  await buildServer();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(dirname(outdir), { recursive: true });
  await buildServer();
}
