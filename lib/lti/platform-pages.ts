/**
 * The small documents of an LTI launch the app serves itself (issue 38; docs/lti-tools.md),
 * pure: the frame page that holds a tool, and the form that posts an id_token on. Each gets its
 * own Content Security Policy, naming only the tool's origins.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** http(s) origins only, as CSP source expressions. */
export function cspOrigins(values: readonly string[]): string[] {
  const out = new Set<string>();
  for (const value of values) {
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') out.add(url.origin);
    } catch {
      // Not a URL: nothing allowed.
    }
  }
  return [...out];
}

const BASE_STYLE =
  'html,body{margin:0;height:100%;font-family:system-ui,sans-serif}' +
  'iframe{border:0;display:block;width:100%;height:100%}' +
  'main{max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}';

/** The page the player frames: the tool's login initiation URL in a full-size frame. */
export function framePage(params: {
  loginUrl: string;
  origins: string[];
  title: string;
  lang: string;
}) {
  const frames = cspOrigins([params.loginUrl, ...params.origins]);
  return {
    html:
      `<!doctype html><html lang="${escapeHtml(params.lang)}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(params.title)}</title><style>${BASE_STYLE}</style></head><body>` +
      `<iframe src="${escapeHtml(params.loginUrl)}" title="${escapeHtml(params.title)}" ` +
      'allow="fullscreen; clipboard-write" referrerpolicy="origin"></iframe></body></html>',
    csp: [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `frame-src 'self' ${frames.join(' ')}`.trim(),
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ].join('; '),
  };
}

/**
 * The OIDC form_post answer (LTI 1.3 §5.1.1.3): the fields posted to the tool's redirect URI at
 * once by a script with this page's nonce, or by the button without scripts.
 */
export function autoPostPage(params: {
  action: string;
  fields: Record<string, string>;
  nonce: string;
  lang: string;
  title: string;
  button: string;
}) {
  const inputs = Object.entries(params.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return {
    html:
      `<!doctype html><html lang="${escapeHtml(params.lang)}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(params.title)}</title><style>${BASE_STYLE}</style></head><body><main>` +
      `<form method="post" action="${escapeHtml(params.action)}">${inputs}` +
      `<noscript><button type="submit">${escapeHtml(params.button)}</button></noscript></form>` +
      `<script nonce="${escapeHtml(params.nonce)}">document.forms[0].submit()</script>` +
      '</main></body></html>',
    csp: [
      "default-src 'none'",
      `script-src 'nonce-${params.nonce}'`,
      "style-src 'unsafe-inline'",
      `form-action ${cspOrigins([params.action]).join(' ') || "'none'"}`,
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ].join('; '),
  };
}

/** A short page of text (a refusal, a finished selection), with an optional link. */
export function messagePage(params: {
  title: string;
  text: string;
  lang: string;
  link?: { href: string; label: string };
}) {
  const link = params.link
    ? `<p><a href="${escapeHtml(params.link.href)}">${escapeHtml(params.link.label)}</a></p>`
    : '';
  return {
    html:
      `<!doctype html><html lang="${escapeHtml(params.lang)}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(params.title)}</title><style>${BASE_STYLE}</style></head><body><main>` +
      `<h1>${escapeHtml(params.title)}</h1><p>${escapeHtml(params.text)}</p>${link}</main></body></html>`,
    csp: "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'",
  };
}
