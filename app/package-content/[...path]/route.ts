import { proxyPackageContent } from '@/lib/server/bff';

export const dynamic = 'force-dynamic';

// The content origin of packages (lib/packages/content-origin.ts): the launcher, the SCORM
// run-time, a package's files and its commits, by the launch token in the address.
export { proxyPackageContent as GET, proxyPackageContent as HEAD, proxyPackageContent as POST };
