import type { Portal } from '@/lib/resources/portals';

const DEFAULT_LOGO = '/portal-assets/default-logo.svg';

/** Only same-origin paths or https URLs are used as a logo source. */
export function logoSource(logo: string | null | undefined): string {
  if (logo && (/^\/(?!\/)/.test(logo) || /^https:\/\//.test(logo))) return logo;
  return DEFAULT_LOGO;
}

/**
 * The box a logo is given before it loads: 36 px high, as the header shows every logo,
 * and as wide as the default one. The height never changes when it loads (nothing moves); only
 * its width follows the picture (app/globals.css .portal-logo), with nothing after it to push.
 */
export const LOGO_BOX = { width: 160, height: 36 } as const;

/** The portal's logo, custom if set, else the default. */
export function PortalLogo({ portal }: { portal: Portal }) {
  return (
    // biome-ignore lint/performance/noImgElement: portal logos are small SVGs from any origin.
    <img
      src={logoSource(portal.assets?.logo)}
      alt=""
      width={LOGO_BOX.width}
      height={LOGO_BOX.height}
      className="portal-logo"
    />
  );
}
