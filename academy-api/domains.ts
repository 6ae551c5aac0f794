import * as accounts from './accounts/accounts.mounts';
import * as audit from './audit/audit.mounts';
import * as authoring from './authoring/authoring.mounts';
import * as calendar from './calendar/calendar.mounts';
import * as catalog from './catalog/catalog.mounts';
import * as coaching from './coaching/coaching.mounts';
import * as commerce from './commerce/commerce.mounts';
import * as communication from './communication/communication.mounts';
import * as content from './content/content.mounts';
import * as feedback from './feedback/feedback.mounts';
import * as integrations from './integrations/integrations.mounts';
import * as learning from './learning/learning.mounts';
import * as lrs from './lrs/lrs.mounts';
import * as lti from './lti/lti.mounts';
import * as packages from './packages/packages.mounts';
import * as portals from './portals/portals.mounts';
import * as privacy from './privacy/privacy.mounts';
import * as quiz from './quiz/quiz.mounts';
import * as reports from './reports/reports.mounts';
import * as sso from './sso/sso.mounts';

/**
 * The domains, in the order their routes are mounted where two share a path (authoring's
 * course routes before learning's: they never define the same method and path).
 */
export const DOMAINS = [
  // Its one path lies below the accounts' /v1/accounts: mounted before them.
  privacy,
  accounts,
  portals,
  catalog,
  authoring,
  packages,
  learning,
  quiz,
  coaching,
  commerce,
  communication,
  content,
  feedback,
  integrations,
  sso,
  calendar,
  audit,
  reports,
  lrs,
  lti,
] as const;
