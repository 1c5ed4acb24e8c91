import '@atrium/ui/base.css';
import './styles/site.css';
import tenant from 'virtual:atrium-tenant';
import { config as zodConfig } from 'zod/v4/core';
import { bootstrap } from './app/bootstrap';

// zod's faster parsers are compiled with `new Function`, which the site's Content-Security-Policy
// refuses (no 'unsafe-eval'); its probe alone would report a violation on the first parse.
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
void bootstrap(container, tenant);
