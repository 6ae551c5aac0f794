/**
 * What every route of the Academy API answers when it succeeds, gathered from the route modules
 * (each says it beside its routes: ./answers.ts). The OpenAPI document (./document.ts) is
 * generated from this and the contracts; every API test checks the answers it receives against it
 * (./check.ts), and ./document.test.ts fails for a route the app serves without an entry.
 */
import { DOMAINS } from '../domains';
import { answers as files } from '../files/files.routes';
import { answers as system } from '../system/system.routes';
import type { Answer, Answers } from './answers';

export type { Answer } from './answers';

let gathered: Answers | undefined;

/**
 * Every route's answers, gathered on first use: the system routes serve the document made from
 * them, so reading them while the modules load would meet the system routes half-loaded.
 */
export function allAnswers(): Answers {
  if (!gathered) {
    gathered = Object.assign({}, system, ...DOMAINS.map((domain) => domain.answers), files);
  }
  return gathered as Answers;
}

/** What `METHOD /hono/route` answers, every alternative; undefined: not declared. */
export function answersOf(method: string, route: string): readonly Answer[] | undefined {
  const answer = allAnswers()[`${method} ${route}`];
  if (answer === undefined) return undefined;
  return Array.isArray(answer) ? answer : [answer as Answer];
}
