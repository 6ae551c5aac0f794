/**
 * The learning record store (issue 37 item 4): xAPI 2.0 and 1.0.3 statements, state and
 * profiles per portal, behind HTTP Basic credentials it issues. cmi5 launches (packages) make
 * a credential per launch and read the statements of their registration.
 */

export { alternateRequestSyntax } from './alternate-syntax';
export { createCredential, type LrsCredential } from './credentials';
export { lrsRoutes } from './lrs.routes';
