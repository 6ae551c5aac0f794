import { forwardEvent } from '@/lib/monitoring/plausible-proxy';

export const dynamic = 'force-dynamic';

/** Plausible events, posted to this origin (browser path `/{subdirectory}/api/event`). */
export const POST = forwardEvent;
