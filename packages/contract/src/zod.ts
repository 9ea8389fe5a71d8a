import { z } from 'zod';

// Every schema built from this module reports in Indonesian, in the browser and on the server alike.
z.config(z.locales.id());
// The server's Content-Security-Policy forbids eval, so zod's compiled parsers can never run in
// the browser; without this zod probes with `new Function` and the browser reports a violation.
// Set here, where zod is loaded, so a screen without a schema (the owner's home) loads no zod.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
