/**
 * The Content Security Policy of every page: scripts only with this request's nonce
 * ('strict-dynamic' lets the app's own scripts load the chunks and the chat widget), nothing
 * embeds the app, no plugins, no <base>, forms post only here. Analytics and error reports go
 * through this origin (the Plausible proxy and the Sentry tunnel), so connect-src needs only the
 * chat provider beside 'self'.
 */

import { isValidHostname } from '@/shared/portals/hostname';

/** The live chat provider (lib/chat/provider.ts) and the video hosts lessons may embed. */
const CHAT_HOSTS = [
  'https://static.zdassets.com',
  'https://*.zendesk.com',
  'https://*.zdassets.com',
];
const CHAT_SOCKETS = ['wss://*.zendesk.com'];
/**
 * The images the chat provider's widget shows (its documented CSP: avatars, attachments, icons;
 * it also draws data: and blob: images). Fixed hosts of the provider, never a writer's choice.
 */
const CHAT_IMAGES = [
  'https://static.zdassets.com',
  'https://accounts.zendesk.com',
  'https://*.zendesk.com',
  'https://media.smooch.io',
  'https://*.zdusercontent.com',
];
const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

/** A fresh, unguessable nonce (128 random bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy({
  nonce,
  dev,
  imageHosts = [],
  frameOrigins = [],
  ltiTool = false,
}: {
  nonce: string;
  dev: boolean;
  /**
   * The portal's LTI tool pages (/lti/tool/*, issue 38): any learning platform frames them, and
   * the deep-linking page posts its answer to the platform's return URL. They hold no session.
   */
  ltiTool?: boolean;
  /** Origins the page may frame besides its own: the content origin of packages. */
  frameOrigins?: readonly string[];
  /** The portal's image hosts (host names, checked again here): https only. */
  imageHosts?: readonly string[];
}): string {
  const portalImages = imageHosts
    .filter((host) => isValidHostname(host))
    .map((host) => `https://${host}`);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'unsafe-eval' only for the development server's fast refresh.
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // Inline style attributes (label colours, positioning by the UI libraries) are allowed;
    // style cannot run code in current browsers.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images of this origin (rich text shows the file storage's: an image of any other
    // host would tell its owner who read the text) and of the hosts the portal allowlists, the
    // chat widget's, and data:/blob:, which the chat widget and the logo preview before upload
    // draw (the sanitiser refuses both in rich text).
    'img-src': ["'self'", 'data:', 'blob:', ...CHAT_IMAGES, ...portalImages],
    'font-src': ["'self'", 'data:'],
    // Rich text has no audio or video elements (players of the video hosts are frames); the
    // chat widget plays its sounds from its own host.
    'media-src': ["'self'", 'blob:', 'https://static.zdassets.com'],
    'connect-src': ["'self'", ...CHAT_HOSTS, ...CHAT_SOCKETS, ...(dev ? ['ws:'] : [])],
    'frame-src': [
      "'self'",
      ...VIDEO_FRAMES,
      ...CHAT_HOSTS,
      ...frameOrigins.filter((origin) => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)),
    ],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ltiTool ? ['*'] : ["'none'"],
    'form-action': ltiTool ? ["'self'", 'https:', 'http:'] : ["'self'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
