import { domainRoutes } from '../app-env';
import * as lti from './lti.routes';

/** LTI 1.3 (issue 38; docs/lti.md): the portal as a platform that launches tools, and as a tool. */
export const { mounts, answers } = domainRoutes([lti], [['/v1/lti', lti.ltiRoutes]]);
