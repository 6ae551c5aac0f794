/**
 * The learning record store (issue 37 item 4): xAPI 2.0 and 1.0.3 statements, state and
 * profiles per portal, behind HTTP Basic credentials it issues. cmi5 launches (packages) make
 * a credential per launch, write the LMS's statements and launch data, and follow what their
 * AU records through the launch hooks.
 */

export { alternateRequestSyntax } from './alternate-syntax';
export { authorityHomePage } from './attachments.store';
export {
  basicToken,
  createCredential,
  type LrsCredential,
  revokeCredential,
} from './credentials';
export { findDocument, writeDocument } from './documents.queries';
export { type LaunchHooks, type LrsEnv, lrsRoutes } from './lrs.routes';
export { ifiKey } from './statement-index';
export type { Statement } from './statement-validation';
export { type StoreHooks, storeStatements } from './statements.queries';
export { XapiError } from './xapi-http';
