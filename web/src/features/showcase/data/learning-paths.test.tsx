import { describe, expect, it } from 'vitest';
import { buildPaths, PATH_SEEDS } from './learning-paths';

const every = new Set(PATH_SEEDS.flatMap((p) => p.modules.map((m) => m.badgeKey)));

describe('buildPaths', () => {
  it('marks modules done from the badges held and opens only the next one', () => {
    const [aleph] = buildPaths(PATH_SEEDS, new Set(['challah-chef']), every);
    expect(aleph!.modules.map((m) => [m.id, m.isCompleted, m.isLocked])).toEqual([
      ['first-letter', true, false],
      ['letter-game', false, false],
      ['ten-letters', false, true],
    ]);
    expect(aleph!.completedModules).toBe(1);
  });

  it('leaves out modules whose badge the catalogue does not have, and empty paths', () => {
    expect(buildPaths(PATH_SEEDS, new Set(), new Set())).toEqual([]);
    const paths = buildPaths(PATH_SEEDS, new Set(), new Set(['shalom-friend']));
    expect(paths.map((p) => p.id)).toEqual(['torah-stories']);
    expect(paths[0]!.totalModules).toBe(1);
  });
});
