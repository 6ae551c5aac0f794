import { domainRoutes } from '../app-env';
import * as lti from './lti.routes';
import * as platforms from './platforms.routes';
import * as tool from './tool.routes';

/** LTI 1.3 (issue 38; docs/lti.md): the portal as a platform that launches tools, and as a tool. */
export const { mounts, answers } = domainRoutes(
  [lti, platforms, tool],
  [
    ['/v1/lti/platforms', platforms.ltiPlatformRoutes],
    ['/v1/lti/tool', tool.ltiToolRoutes],
    ['/v1/lti', lti.ltiRoutes],
  ],
);
