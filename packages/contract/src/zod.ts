import { z } from 'zod';

// Every schema built from this module reports in Indonesian, in the browser and on the server alike.
z.config(z.locales.id());

export { z };
