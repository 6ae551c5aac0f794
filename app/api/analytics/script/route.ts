import { serveScript } from '@/lib/monitoring/plausible-proxy';

export const dynamic = 'force-dynamic';

/** Plausible's script, served from this origin (browser path `/{subdirectory}/js/script.js`). */
export const GET = serveScript;
