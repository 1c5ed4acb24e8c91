import { config } from 'zod/v4/core';

// zod's faster parsers are compiled with `new Function`, which the Content-Security-Policy
// refuses (no 'unsafe-eval'). zod probes for it when a schema is *built*, and the contracts the
// console imports build theirs as modules load: so this module is main.tsx's first import.
config({ jitless: true });
