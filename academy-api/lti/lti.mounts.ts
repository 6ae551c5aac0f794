import { domainRoutes } from '../app-env';
import * as ags from './ags.routes';
import * as launch from './launch.routes';
import * as lti from './lti.routes';
import * as nrps from './nrps.routes';
import * as platforms from './platforms.routes';
import * as registration from './registration.routes';
import * as token from './token.routes';
import * as tool from './tool.routes';
import * as tools from './tools.routes';

/** LTI 1.3 (issue 38; docs/lti.md): the portal as a platform that launches tools, and as a tool. */
export const { mounts, answers } = domainRoutes(
  [lti, tools, launch, token, ags, nrps, registration, platforms, tool],
  [
    // The platform side (docs/lti-tools.md): tools, launches, the tools' services.
    ['/v1/lti/tools', tools.ltiToolRoutes],
    ['/v1/lti/platform_endpoints', tools.ltiEndpointRoutes],
    ['/v1/lti/tool_choices', tools.ltiToolChoiceRoutes],
    ['/v1/lti/platform/token', token.ltiTokenRoutes],
    ['/v1/lti/platform/ags/:course', ags.ltiAgsRoutes],
    ['/v1/lti/platform/nrps/:course', nrps.ltiNrpsRoutes],
    ['/v1/lti/tool_registrations', registration.ltiRegistrationStartRoutes],
    ['/v1/lti/platform', registration.ltiRegistrationRoutes],
    ['/v1/lti/platform', launch.ltiPlatformRoutes],
    ['/v1/courses/:course/items/:item/lti_launch', launch.ltiLaunchRoutes],
    ['/v1/courses/:course/modules/:module/lti_items', launch.ltiItemRoutes],
    ['/v1/courses/:course/modules/:module/lti_deep_link', launch.ltiDeepLinkLaunchRoutes],
    ['/v1/courses/:course/outline_items/:item/lti_link', launch.ltiLinkRoutes],
    // The tool side (docs/lti.md): the platforms that launch the portal, and their launches.
    ['/v1/lti/platforms', platforms.ltiPlatformRoutes],
    ['/v1/lti/tool', tool.ltiToolRoutes],
    ['/v1/lti', lti.ltiRoutes],
  ],
);
