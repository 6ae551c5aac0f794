/**
 * What the other domains may use of accounts, sign-in and sessions, profiles and preferences. A
 * domain imports another only through its index (tests/architecture/api-domains.test.ts).
 */
export { findAccount, portalAdmins } from './accounts.queries';
export { accountResource } from './accounts.serializers';
export { CLIENT_ADDRESS_HEADER, refuseFor } from './auth.routes';
export { findMeAccount } from './me.queries';
export {
  AccountDeactivatedError,
  createLoginToken,
  findLoginAccount,
  findRequestContext,
  rolesOf,
  setAccountActive,
  touchLastOnline,
} from './sessions.queries';
export { clearThrottle, recordThrottleEvent, throttleWait } from './throttles.queries';
