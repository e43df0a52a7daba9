import { ConfigSchema as GatewayConfigSchema } from '@morah/gateway/config';
import { ConfigSchema as WorkerConfigSchema } from '@morah/workers/config';
import { z } from 'zod';
import { TestDatabaseConfigSchema } from '@morah/db/testing';
import { ConfigSchema as DbCommandConfigSchema } from '../../commands/config';

/** One program's settings: the zod schema it parses its environment with, and where it lives. */
export interface ConfigSource {
  title: string;
  /** The file that holds the schema, named in the docs so a reader can find it. */
  file: string;
  /** A sentence on who reads these variables and when. */
  readBy: string;
  schema: z.ZodObject;
}

/**
 * The web app reads one variable, when it is built, from Vite's `import.meta.env` (it has no zod
 * config of its own). Described here so the docs and `.env.example` name it like every other.
 */
const WebBuildSchema = z.object({
  VITE_CONTACT_EMAIL: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().optional())
    .describe('The e-mail address the Insights and Sponsorship pages offer. Empty: the pages say whom to ask instead of showing a link.'),
});

/** Every schema that reads Morah's environment, in the order the docs and `.env.example` list them. */
export const CONFIG_SOURCES: readonly ConfigSource[] = [
  {
    title: '`pnpm start` and each gateway',
    file: 'gateway/src/config.ts',
    readBy: 'Read once at start-up by `pnpm start` (everything in one process) and by each gateway of the full stack (`pnpm gateway`).',
    schema: GatewayConfigSchema,
  },
  {
    title: 'Each worker process',
    file: 'workers/src/config.ts',
    readBy: 'Read once at start-up by each worker process of the full stack (`pnpm worker`). In the one-process mode the gateway settings above apply.',
    schema: WorkerConfigSchema,
  },
  {
    title: 'The database commands',
    file: 'commands/config.ts',
    readBy: 'Read by `pnpm db:migrate`, `pnpm db:rebuild-projections` and `pnpm content:import` each time one runs.',
    schema: DbCommandConfigSchema,
  },
  {
    title: 'The web app, when it is built',
    file: 'scripts/generate-docs/config-sources.ts',
    readBy: 'Read by `pnpm build` (or `pnpm start`, when it builds the web app) and built into the pages: set it in the environment of the build, e.g. `VITE_CONTACT_EMAIL=office@school.org pnpm build`.',
    schema: WebBuildSchema,
  },
];

/** The test suite's own zod configs: their variables open the docs' "Tests and benchmarks only" table (never `.env.example`). */
export const TEST_CONFIG_SOURCES: readonly Pick<ConfigSource, 'file' | 'schema'>[] = [{ file: 'db/src/testing/config.ts', schema: TestDatabaseConfigSchema }];
