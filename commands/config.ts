import { parseEnvironment } from '@morah/contracts';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * Every variable the database commands (`pnpm db:migrate`, `pnpm db:rebuild-projections`,
 * `pnpm content:import`) read, each with what it does (docs/configuration.md is made from it).
 */
export const ConfigSchema = z.object({
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional())
    .describe('The Postgres database to work on, as the gateways\' DATABASE_URL. Empty: the built-in database in MORAH_DATA_DIR.'),
  MORAH_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.morah-data'))
    .describe('The folder of the built-in database, as `pnpm start`\'s MORAH_DATA_DIR (stop `pnpm start` first).'),
});

export type DbCommandConfig = z.infer<typeof ConfigSchema>;

/** Parse every variable once; one error lists every bad key. */
export function loadDbCommandConfig(env: Record<string, string | undefined>): DbCommandConfig {
  return parseEnvironment(ConfigSchema, env);
}

/** What `connect` needs to open the database a command works on, from the command's environment. */
export function commandDatabaseFromEnvironment(): { databaseUrl: string | undefined; dataDir: string } {
  const config = loadDbCommandConfig(process.env);
  return { databaseUrl: config.DATABASE_URL, dataDir: `${config.MORAH_DATA_DIR}/db` };
}
