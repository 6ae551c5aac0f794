/**
 * The `agent` query parameter of GET /statements, /activities/state, /agents and
 * /agents/profile: a JSON-encoded Agent (or, for /statements, an Agent or Identified Group),
 * validated to the same standards as in statements, as the LRS MUST for parameter values.
 */
import { ifiKey } from './statement-index';
import { agentProblems } from './statement-validation';

export type AgentParam =
  | { ok: true; agent: Record<string, unknown>; key: string }
  | { ok: false; problem: string };

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const WHAT = (groupAllowed: boolean) =>
  groupAllowed ? 'an Agent or Identified Group object' : 'an Agent object';

/**
 * Parses and validates an `agent` parameter. `key` is the agent's IFI key (ifiKey), to look
 * statements, states and profiles up by. Refused: a missing or invalid JSON value, anything but
 * an object, no IFI or more than one, a malformed IFI, unknown properties, a Group when
 * `groupAllowed` is false, and an anonymous Group (it has no identity to look up).
 */
export function parseAgentParam(
  raw: string | undefined,
  options: { groupAllowed: boolean },
): AgentParam {
  const what = WHAT(options.groupAllowed);
  if (raw === undefined || raw.trim() === '') {
    return { ok: false, problem: `The "agent" parameter is required: ${what}, JSON-encoded.` };
  }
  let agent: unknown;
  try {
    agent = JSON.parse(raw);
  } catch {
    return {
      ok: false,
      problem: `The "agent" parameter MUST be ${what}, JSON-encoded: it is not JSON.`,
    };
  }
  if (!isJsonObject(agent)) {
    return { ok: false, problem: `The "agent" parameter MUST be ${what}, JSON-encoded.` };
  }
  const problems = agentProblems(agent, { groupAllowed: options.groupAllowed });
  if (problems.length > 0) {
    return {
      ok: false,
      problem: `The "agent" parameter MUST be ${what}, validated as in Statements. ${problems.join(' ')}`,
    };
  }
  const key = ifiKey(agent);
  if (key === null) {
    return {
      ok: false,
      problem:
        'The "agent" parameter MUST identify an Agent or Identified Group by one Inverse Functional Identifier: an Anonymous Group cannot be looked up.',
    };
  }
  return { ok: true, agent, key };
}
