/**
 * The launcher: the page the player frames on the content origin (issue 37 items 2 and 3). It
 * holds the SCORM run-time API (scorm-again) in the content origin's own window, loads what the
 * learner's attempt committed before, and opens the package's launch file in a frame of its own,
 * where the package finds the API as SCORM says (`window.parent.API` / `API_1484_11`). Each SCO of
 * a package has its own run-time data (`?sco=`). Commits go to `commit` beside it, authorised by the launch token in its address, never by the learner's
 * session, which this origin never sees. Closing the page sends what is not committed yet as a
 * beacon. After each commit it tells the player (the app's origin, and only that one).
 */

export type LaunchData = {
  kind: 'scorm12' | 'scorm2004';
  /** The SCO's identifier in the manifest: its commits are its own. */
  sco: string;
  /** The launch file, relative to the launcher (`../f/index.html?x=1`). */
  launchUrl: string;
  title: string;
  /** The attempt's last kept commit: the sequence the next one continues from, and its cmi. */
  sequence: number;
  cmi: Record<string, unknown> | null;
  /** What the LMS sets: who learns, whether it resumes, and the manifest's values. */
  learner: { id: string; name: string };
  entry: 'ab-initio' | 'resume' | '';
  masteryScore: number | null;
  completionThreshold: number | null;
  launchData: string | null;
  /** The player's origin: the only window told about commits. */
  appOrigin: string;
};

/** JSON inside a <script type="application/json">: `<` escaped, so no `</script>` ends it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A launcher page of the content origin: its launch data as JSON in the page, its scripts (files
 * beside it: no inline script runs), a style and a body.
 */
export function launcherPage(page: {
  language: string;
  title: string;
  data: unknown;
  scripts: readonly string[];
  style?: string;
  body?: string;
}): string {
  const scripts = page.scripts.map((src) => `<script src="${src}" defer></script>`).join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${page.style ?? FRAME_STYLE}</style>
<script type="application/json" id="launch-data">${scriptJson(page.data)}</script>
${scripts}
</head>
<body>${page.body ?? ''}</body>
</html>
`;
}

const FRAME_STYLE =
  'html,body{margin:0;height:100%;background:#fff}iframe{border:0;width:100%;height:100%;display:block}';

export function launcherHtml(data: LaunchData, language: string): string {
  const runtime = data.kind === 'scorm12' ? 'scorm12.min.js' : 'scorm2004.min.js';
  return launcherPage({
    language,
    title: data.title,
    data,
    scripts: [`runtime/${runtime}`, 'launcher.js'],
  });
}

/** The launcher's script (served as `launcher.js`: no inline script runs on this page). */
export const LAUNCHER_SCRIPT = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('launch-data').textContent);
  var scorm12 = data.kind === 'scorm12';
  var sequence = data.sequence;
  var commitUrl = 'commit?sco=' + encodeURIComponent(data.sco);
  var next = function (cmi) {
    sequence += 1;
    return { sequence: sequence, cmi: cmi };
  };
  var told = function (event, facts) {
    try {
      window.parent.postMessage(
        { source: 'academy-package', event: event, sco: data.sco, facts: facts || null },
        data.appOrigin
      );
    } catch (e) {}
  };
  var Api = scorm12 ? window.Scorm12API : window.Scorm2004API;
  var api = new Api({
    autocommit: true,
    autocommitSeconds: 5,
    lmsCommitUrl: commitUrl,
    dataCommitFormat: 'json',
    logLevel: 5,
    requestHandler: function (cmi) { return next(cmi); },
    // Commits are synchronous, as SCORM wants (the package learns at once whether it was kept).
    xhrResponseHandler: function (xhr) {
      var ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) {
        var meta = {};
        try { meta = JSON.parse(xhr.responseText).meta || {}; } catch (e) {}
        told('commit', { scoDone: meta.sco_done === true, itemDone: meta.item_done === true });
      }
      return { result: ok ? 'true' : 'false', errorCode: ok ? 0 : 101 };
    }
  });
  if (data.cmi) api.loadFromJSON(data.cmi, '');
  if (scorm12) {
    api.cmi.core.student_id = data.learner.id;
    api.cmi.core.student_name = data.learner.name;
    api.cmi.core.entry = data.entry;
    if (data.masteryScore !== null) api.cmi.student_data.mastery_score = String(Math.round(data.masteryScore * 100));
    if (data.launchData !== null) api.cmi.launch_data = data.launchData;
    window.API = api;
  } else {
    api.cmi.learner_id = data.learner.id;
    api.cmi.learner_name = data.learner.name;
    api.cmi.entry = data.entry;
    if (data.masteryScore !== null) api.cmi.scaled_passing_score = String(data.masteryScore);
    if (data.completionThreshold !== null) api.cmi.completion_threshold = String(data.completionThreshold);
    if (data.launchData !== null) api.cmi.launch_data = data.launchData;
    window.API_1484_11 = api;
  }
  // Closing the tab or leaving the page: the run-time data as it is now goes as a beacon, which
  // the browser sends even as the page goes away (a package's own commit on its way out may not
  // reach the server: browsers drop requests of a page being unloaded). Its sequence is the
  // newest, so it is kept; sent twice, it changes nothing.
  window.addEventListener('pagehide', function () {
    if (!navigator.sendBeacon) return;
    try {
      var body = JSON.stringify(next(api.renderCommitCMI(true)));
      navigator.sendBeacon(commitUrl, new Blob([body], { type: 'application/json' }));
    } catch (e) {}
  });
  var frame = document.createElement('iframe');
  frame.title = data.title;
  frame.src = data.launchUrl;
  frame.setAttribute('allow', 'fullscreen; autoplay');
  document.body.appendChild(frame);
})();
`;
