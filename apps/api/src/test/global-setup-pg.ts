import type { TestProject } from 'vitest/node';

import { setupPostgres } from './global-setup';

export default (project: TestProject) => setupPostgres(project);
