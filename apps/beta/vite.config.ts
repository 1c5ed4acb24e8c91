import { tenantViteConfig } from '@atrium/tenant-build/tenant-vite-config';
import tenantConfig from './tenant.config';

export default tenantViteConfig({ appDir: import.meta.dirname, tenantConfig });
