import tenant from 'virtual:atrium-tenant';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>{tenant.tenantId}</h1>);
