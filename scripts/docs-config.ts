import { configDocs } from './generate-docs/config-docs';
import { writeOrCheck } from './generate-docs/generated-files';

// `pnpm docs:config`: write docs/configuration.md and .env.example from the zod configs.
// `pnpm docs:config --check`: write nothing; exit 1 when either is out of date.
const root = new URL('..', import.meta.url).pathname;
writeOrCheck(root, configDocs(root), process.argv.slice(2), 'pnpm docs:config');
