/**
 * The cmi5 launcher (issue 37 item 4): the page the player frames on the content origin for a
 * cmi5 AU. It asks for a launch (a new AU session: `cmi5-launch`), then opens the AU's launch
 * URL in a frame of its own (launchMethod AnyWindow) or, for OwnWindow, in a window of its own
 * from a button (a browser opens windows only on a click). The AU talks to the LRS itself; the
 * launcher asks `cmi5-status` when the AU returns (its returnURL is `cmi5-returned` beside it)
 * and every 5 s, and tells the player (the app's origin, and only that one) what moved on.
 */

import { escapeHtml, launcherPage } from './launcher';

export type Cmi5LaunchData = {
  /** The AU's id in the course structure. */
  sco: string;
  /** Browse when the learner chose to look without anything recorded (cmi5 §10.2.2); else null. */
  mode: 'Browse' | null;
  title: string;
  appOrigin: string;
  texts: { opening: string; openWindow: string; failed: string; returned: string };
};

const TEXTS: Record<string, Cmi5LaunchData['texts']> = {
  en: {
    opening: 'Opening…',
    openWindow: 'Open in a new window',
    failed: 'This part could not be opened. Reload the page to try again.',
    returned: 'This part has ended. Choose the next part, or open this one again.',
  },
  nl: {
    opening: 'Bezig met openen…',
    openWindow: 'Openen in een nieuw venster',
    failed:
      'Dit onderdeel kon niet worden geopend. Laad de pagina opnieuw om het nog eens te proberen.',
    returned: 'Dit onderdeel is afgesloten. Kies het volgende onderdeel, of open dit opnieuw.',
  },
  ro: {
    opening: 'Se deschide…',
    openWindow: 'Deschide într-o fereastră nouă',
    failed: 'Această parte nu a putut fi deschisă. Reîncarcă pagina pentru a încerca din nou.',
    returned: 'Această parte s-a încheiat. Alege partea următoare sau deschide-o din nou.',
  },
};

export const cmi5Texts = (language: string) =>
  TEXTS[language] ?? (TEXTS.en as Cmi5LaunchData['texts']);

const STYLE =
  'html,body{margin:0;height:100%;background:#fff;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a}' +
  'iframe{border:0;width:100%;height:100%;display:block}' +
  'p,button{margin:1.5rem}button{font:inherit;padding:.5rem 1rem;border:2px solid #1a1a1a;border-radius:6px;background:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}';

export function cmi5LauncherHtml(data: Cmi5LaunchData, language: string): string {
  return launcherPage({
    language,
    title: data.title,
    data,
    scripts: ['cmi5-launcher.js'],
    style: STYLE,
    body: `<main><p role="status" id="status">${escapeHtml(data.texts.opening)}</p></main>`,
  });
}

/** The page an AU returns to when it ends (its returnURL): the launcher sees it load. */
export function cmi5ReturnedHtml(language: string): string {
  const texts = cmi5Texts(language);
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.returned)}</title><style>${STYLE}</style></head>
<body><main><p role="status">${escapeHtml(texts.returned)}</p></main></body>
</html>
`;
}

/** The launcher's script (served as `cmi5-launcher.js`: no inline script runs on this page). */
export const CMI5_LAUNCHER_SCRIPT = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('launch-data').textContent);
  var status = document.getElementById('status');
  var au = encodeURIComponent(data.sco);
  var told = function (facts) {
    try {
      window.parent.postMessage(
        { source: 'academy-package', event: 'commit', sco: data.sco, facts: facts },
        data.appOrigin
      );
    } catch (e) {}
  };
  var last = '';
  var check = function () {
    fetch('cmi5-status?au=' + au, { cache: 'no-store' })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (answer) {
        var meta = (answer && answer.meta) || {};
        var facts = { scoDone: meta.au_done === true, itemDone: meta.item_done === true };
        var seen = JSON.stringify(facts);
        if (seen !== last) { last = seen; told(facts); }
      })
      .catch(function () {});
  };
  var fail = function () { status.textContent = data.texts.failed; };
  fetch('cmi5-launch?au=' + au + (data.mode ? '&mode=' + data.mode : ''), { method: 'POST' })
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    })
    .then(function (answer) {
      var meta = answer.meta || {};
      if (typeof meta.url !== 'string') throw new Error('No launch URL');
      setInterval(check, 5000);
      if (meta.launch_method === 'OwnWindow') {
        status.textContent = '';
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = data.texts.openWindow;
        button.addEventListener('click', function () { window.open(meta.url, '_blank'); });
        status.parentNode.appendChild(button);
        button.focus();
        return;
      }
      var frame = document.createElement('iframe');
      frame.title = data.title;
      frame.src = meta.url;
      frame.setAttribute('allow', 'fullscreen; autoplay');
      frame.addEventListener('load', function () {
        var returned = false;
        try { returned = /\\/~\\/cmi5-returned$/.test(frame.contentWindow.location.pathname); } catch (e) {}
        if (returned) check();
      });
      document.body.replaceChildren(frame);
    })
    .catch(fail);
})();
`;
