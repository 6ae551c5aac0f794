import { domainRoutes } from '../app-env';
import * as ags from './ags.routes';
import { withLtiFeature } from './feature';
import * as launch from './launch.routes';
import * as lti from './lti.routes';
import * as nrps from './nrps.routes';
import * as platforms from './platforms.routes';
import * as registration from './registration.routes';
import * as token from './token.routes';
import * as tool from './tool.routes';
import * as tools from './tools.routes';

/**
 * LTI 1.3 (issue 38; docs/lti.md): the portal as a platform that launches tools, and as a tool.
 * Every route is behind the portal's `lti` feature flag (feature.ts).
 */
export const { mounts, answers } = domainRoutes(
  [lti, tools, launch, token, ags, nrps, registration, platforms, tool],
  [
    // The platform side (docs/lti-tools.md): tools, launches, the tools' services.
    ['/v1/lti/tools', withLtiFeature(tools.ltiToolRoutes)],
    ['/v1/lti/platform_endpoints', withLtiFeature(tools.ltiEndpointRoutes)],
    ['/v1/lti/tool_choices', withLtiFeature(tools.ltiToolChoiceRoutes)],
    ['/v1/lti/platform/token', withLtiFeature(token.ltiTokenRoutes)],
    ['/v1/lti/platform/ags/:course', withLtiFeature(ags.ltiAgsRoutes)],
    ['/v1/lti/platform/nrps/:course', withLtiFeature(nrps.ltiNrpsRoutes)],
    ['/v1/lti/tool_registrations', withLtiFeature(registration.ltiRegistrationStartRoutes)],
    ['/v1/lti/platform', withLtiFeature(registration.ltiRegistrationRoutes)],
    ['/v1/lti/platform', withLtiFeature(launch.ltiPlatformRoutes)],
    ['/v1/courses/:course/items/:item/lti_launch', withLtiFeature(launch.ltiLaunchRoutes)],
    ['/v1/courses/:course/modules/:module/lti_items', withLtiFeature(launch.ltiItemRoutes)],
    [
      '/v1/courses/:course/modules/:module/lti_deep_link',
      withLtiFeature(launch.ltiDeepLinkLaunchRoutes),
    ],
    ['/v1/courses/:course/outline_items/:item/lti_link', withLtiFeature(launch.ltiLinkRoutes)],
    // The tool side (docs/lti.md): the platforms that launch the portal, and their launches.
    ['/v1/lti/platforms', withLtiFeature(platforms.ltiPlatformRoutes)],
    ['/v1/lti/tool', withLtiFeature(tool.ltiToolRoutes)],
    ['/v1/lti', withLtiFeature(lti.ltiRoutes)],
  ],
);
