import { parseEnvironment } from '@morah/contracts';
import { z } from 'zod';

/** The variables the integration tests' databases are made from (docs/configuration.md lists them). */
export const TestDatabaseConfigSchema = z.object({
  TEST_DATABASE_URL: z
    .string()
    .url()
    .default('postgres://postgres@127.0.0.1:5432/postgres')
    .describe('The Postgres server the tests use; each test file creates its own database on it.'),
});

export type TestDatabaseConfig = z.infer<typeof TestDatabaseConfigSchema>;

/** Parse every variable once; one error lists every bad key. */
export function loadTestDatabaseConfig(env: Record<string, string | undefined>): TestDatabaseConfig {
  return parseEnvironment(TestDatabaseConfigSchema, env);
}

/** The test run's settings, from its environment: the one place the tests' database is read from `process.env`. */
export const testDatabaseConfig = loadTestDatabaseConfig(process.env);
