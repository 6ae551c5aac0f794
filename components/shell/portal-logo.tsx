import type { Portal } from '@/lib/resources/portals';

const DEFAULT_LOGO = '/portal-assets/default-logo.svg';

/** Only same-origin paths or https URLs are used as a logo source. */
export function logoSource(logo: string | null | undefined): string {
  if (logo && (/^\/(?!\/)/.test(logo) || /^https:\/\//.test(logo))) return logo;
  return DEFAULT_LOGO;
}

/** The portal's logo, custom if set, else the default (spec §2). */
export function PortalLogo({ portal }: { portal: Portal }) {
  return (
    // biome-ignore lint/performance/noImgElement: portal logos are small SVGs from any origin.
    <img src={logoSource(portal.assets?.logo)} alt="" height={36} className="portal-logo" />
  );
}
