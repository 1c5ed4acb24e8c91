import type { TestProject } from 'vitest/node';

import { setupPglite } from './global-setup';

export default (project: TestProject) => setupPglite(project);
