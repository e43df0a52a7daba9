import { CONFIG_SOURCES, TEST_CONFIG_SOURCES } from './config-sources';
import { configVariables } from './config-variables';
import type { GeneratedFile } from './generated-files';
import { type DescribedSource, renderConfiguration } from './render-configuration';
import { renderEnvExample } from './render-env-example';

/** docs/configuration.md and .env.example, made from the zod configs' descriptions and defaults. */
export function configDocs(root: string): GeneratedFile[] {
  const described: DescribedSource[] = CONFIG_SOURCES.map((source) => ({ source, variables: configVariables(source.schema, source.file, root) }));
  const testVariables = TEST_CONFIG_SOURCES.flatMap((source) => configVariables(source.schema, source.file, root));
  return [
    { path: 'docs/configuration.md', text: renderConfiguration(described, testVariables) },
    { path: '.env.example', text: renderEnvExample(described) },
  ];
}
