/**
 * What the other domains may use of single sign-on (issue 39). A domain imports another only
 * through its index (tests/architecture/api-domains.test.ts).
 */
export { passwordsOffFor } from './passwords-off';
