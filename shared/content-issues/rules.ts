import { RESOLUTION_MAX } from './transitions';

/** The §5 rule of the resolution note (optional), shared by the screen and the API. */
export const RESOLUTION_RULES = { resolution: `max:${RESOLUTION_MAX}` } as const;
