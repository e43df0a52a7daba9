import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the projects' files run in (Vitest's own runs them by the projects' names): each
 * project's files load its modules afresh in new workers, and every worker sits idle while the
 * last files of one project end together and the first of the next load. The Torah files come
 * first (a few long files, whose ends are spread out while the server files start beside them),
 * the web's many short files last (a run that ends on them ends with little left waiting). Within
 * a project, Vitest's order stays: the files that failed or took longest last time first, else
 * the largest.
 */
export const PROJECT_ORDER = ['torah', 'server', 'web-mocking', 'web'];

export class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = PROJECT_ORDER.indexOf(file.project.name);
      return index === -1 ? PROJECT_ORDER.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
