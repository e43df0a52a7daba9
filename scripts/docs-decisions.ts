import { decisionsIndex } from './generate-docs/decisions-index';
import { writeOrCheck } from './generate-docs/generated-files';

// `pnpm docs:decisions`: write docs/decisions/README.md, the index of the decision records.
// `pnpm docs:decisions --check`: write nothing; exit 1 when it is out of date.
const root = new URL('..', import.meta.url).pathname;
writeOrCheck(root, decisionsIndex(root), process.argv.slice(2), 'pnpm docs:decisions');
