import { domainRoutes } from '../app-env';
import * as packages from './packages.routes';
import * as play from './play.routes';
import * as preview from './preview.routes';

/** Where the content packages' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [packages, play, preview],
  [
    ['/v1/courses/:course/modules/:module/packages', packages.packageUploadRoutes],
    ['/v1/courses/:course/outline_items/:item/package_versions', packages.packageVersionRoutes],
    ['/v1/courses/:course/items/:item/package_launch', play.packageLaunchRoutes],
    ['/v1/courses/:course/items/:item/package_result', play.packageResultRoutes],
    // Student view: a package played as a learner's, its token signed instead of an attempt.
    ['/v1/courses/:course/preview/items/:item/package_launch', preview.packagePreviewRoutes],
    ['/v1/courses/:course/outline_items/:item/package_attempts', packages.packageAttemptRoutes],
    [
      '/v1/courses/:course/outline_items/:item/package_attempts/:attempt/waivers',
      packages.packageWaiverRoutes,
    ],
  ],
);
