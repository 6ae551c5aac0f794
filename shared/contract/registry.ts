import * as accounts from '../accounts/contract';
import * as audit from '../audit/contract';
import * as authoring from '../authoring/contract';
import * as calendar from '../calendar/contract';
import * as catalog from '../catalog/contract';
import * as coaching from '../coaching/contract';
import * as commerce from '../commerce/contract';
import * as communication from '../communication/contract';
import * as feedback from '../feedback/contract';
import * as integrations from '../integrations/contract';
import * as learning from '../learning/contract';
import * as lrs from '../lrs/contract';
import * as lti from '../lti/contract';
import * as packages from '../packages/contract';
import * as portals from '../portals/contract';
import * as privacy from '../privacy/contract';
import * as quiz from '../quiz/contract';
import * as reports from '../reports/contract';
import { type AnyContract, isContract } from './resource';
import { contractsByType } from './validate';

/**
 * Every resource contract, by domain: what API tests validate responses against and what the
 * OpenAPI document is generated from. Not for the app's pages: they import their domain's
 * contract file, so a page's bundle carries only the schemas it reads.
 */
export const DOMAINS = {
  accounts,
  audit,
  authoring,
  calendar,
  catalog,
  coaching,
  commerce,
  communication,
  feedback,
  integrations,
  learning,
  lrs,
  lti,
  packages,
  portals,
  privacy,
  quiz,
  reports,
} as const;

export const CONTRACTS: readonly AnyContract[] = Object.values(DOMAINS).flatMap((domain) =>
  Object.values(domain as Record<string, unknown>).filter(isContract),
);

export const CONTRACTS_BY_TYPE = contractsByType(CONTRACTS);
