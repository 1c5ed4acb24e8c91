import './zod-jitless';
import '@atrium/ui/base.css';
import './styles/site.css';
import tenant, { metaTagsByLocale } from 'virtual:atrium-tenant';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
void bootstrap(container, tenant, metaTagsByLocale);
