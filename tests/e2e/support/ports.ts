/**
 * Ports of the end-to-end servers. E2E_PORT_BASE (default 3100) moves them all, so two test runs
 * can share a machine: base = embedded app, +1 = app via the API process, +3 = app with the
 * stand-in feedback service, +1000 = the API process itself (+1001 the stand-in feedback
 * service).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  embedded: base,
  viaApi: base + 1,
  /** The app in front of the stand-in feedback service (FEEDBACK_API_URL). */
  feedbackStandIn: base + 3,
  api: base + 1000,
} as const;
