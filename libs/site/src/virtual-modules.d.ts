declare module 'virtual:atrium-tenant' {
  import type { TenantConfig } from '@atrium/domain/tenant-config';
  const config: TenantConfig;
  export default config;
}
