/**
 * The API base; VITE_API_BASE overrides it at build time (spec owner-app §7). A module of its
 * own so that public pages can call the API without the signed-in client (lib/api.ts).
 */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
