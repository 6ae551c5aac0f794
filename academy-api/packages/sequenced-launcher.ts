import { launcherPage } from './launcher';
import type { SequencingSettings } from './sequencing-settings';

/**
 * The launcher of a SCORM 2004 package with sequencing (issue 37 item 2: "SCORM 2004 sequencing
 * decides which activities are available and what Continue/Previous do"). Where launcher.ts
 * opens one SCO, this page holds one scorm-again API with the package's sequencing (read from its
 * manifest, sequencing-settings.ts) for the whole package, and delivers the SCO the sequencer
 * chooses: the API is reset between SCOs (the global objectives and the tree's tracking stay in
 * it), each SCO's commits go to its own row, and the sequencing state goes to the server after
 * every delivery and commit and as the page goes away, so a closed tab resumes where it was.
 *
 * The player (the app's origin) holds the table of contents and the Continue and Previous
 * buttons: it asks for a navigation by postMessage, and this page tells it, after each change,
 * which activity is delivered, which ones a choice may reach, whether Continue and Previous are
 * valid, what is done, and when the sequencing session ended. Messages go to and come from the
 * app's origin only, and only the parent window.
 */

export type SequencedActivity = {
  /** The launch file, relative to the launcher (`../f/index.html?x=1`). */
  launchUrl: string;
  title: string;
  /** The sequence of the SCO's last kept commit: the next one continues from it. */
  sequence: number;
  /** The SCO's run-time data when it was suspended (cmi.exit = suspend): it resumes; else null. */
  cmi: Record<string, unknown> | null;
  masteryScore: number | null;
  completionThreshold: number | null;
  launchData: string | null;
};

export type SequencedLaunchData = {
  title: string;
  learner: { id: string; name: string };
  appOrigin: string;
  sequencing: SequencingSettings;
  /** The sequencing state the launcher last sent, and the sequence of that sending. */
  state: Record<string, unknown> | null;
  stateSequence: number;
  /** The SCOs (leaves with a launch file), by identifier. */
  activities: Record<string, SequencedActivity>;
};

export function sequencedLauncherHtml(data: SequencedLaunchData, language: string): string {
  return launcherPage({
    language,
    title: data.title,
    data,
    scripts: ['runtime/scorm2004.min.js', 'sequenced-launcher.js'],
  });
}

/** The sequenced launcher's script (served as `sequenced-launcher.js`; no inline script runs). */
export const SEQUENCED_LAUNCHER_SCRIPT = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('launch-data').textContent);
  var rootId = data.sequencing.activityTree.id;
  // What each SCO last committed in this page or before: resuming a suspended one reads it.
  var saved = {};
  Object.keys(data.activities).forEach(function (id) {
    saved[id] = { sequence: data.activities[id].sequence, cmi: data.activities[id].cmi };
  });
  var stateSequence = data.stateSequence;
  var current = null; // the SCO delivered, whose commits the API sends
  var initialized = false; // the delivered SCO called Initialize
  var unloading = null; // a navigation the player asked for, waiting for the SCO to go
  var ended = null; // why the sequencing session ended, when it did
  var nextSrc = null;
  var deliveredBefore = false; // the API served a SCO already: the next one needs it reset

  var tell = function (event, facts) {
    try {
      window.parent.postMessage({ source: 'academy-package', event: event, sco: current, facts: facts || null }, data.appOrigin);
    } catch (e) {}
  };

  var frame = document.createElement('iframe');
  frame.title = data.title;
  frame.setAttribute('allow', 'fullscreen; autoplay');
  var show = function (src) {
    nextSrc = null;
    frame.src = src;
  };

  var api = new window.Scorm2004API({
    autocommit: true,
    autocommitSeconds: 5,
    lmsCommitUrl: false,
    dataCommitFormat: 'json',
    logLevel: 5,
    sequencing: data.sequencing,
    requestHandler: function (cmi) {
      var kept = saved[current] || (saved[current] = { sequence: 0, cmi: null });
      kept.sequence += 1;
      kept.cmi = cmi && cmi.cmi ? cmi.cmi : cmi;
      return { sequence: kept.sequence, cmi: cmi };
    },
    xhrResponseHandler: function (xhr) {
      var ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) {
        var meta = {};
        try { meta = JSON.parse(xhr.responseText).meta || {}; } catch (e) {}
        tell('commit', { scoDone: meta.sco_done === true, itemDone: meta.item_done === true });
      }
      return { result: ok ? 'true' : 'false', errorCode: ok ? 0 : 101 };
    }
  });
  api.on('Initialize', function () { initialized = true; });
  // Where a SCO finds it, as SCORM 2004 RTE 3.1 says: its parent window's API_1484_11.
  window.API_1484_11 = api;

  // The sequencing state, sent as it is now; newer sendings win on the server.
  var stateBody = function () {
    stateSequence += 1;
    var state = JSON.parse(api.serializeSequencingState());
    // Not scorm-again's: why the session ended, so that the next launch knows it did.
    state.academyEnded = ended;
    return JSON.stringify({ sequence: stateSequence, state: state });
  };
  var sendState = function () {
    try {
      fetch('sequencing-state', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stateBody(), keepalive: true })
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(function (answer) {
          if (answer && answer.meta) tell('state', { itemDone: answer.meta.item_done === true });
        })
        .catch(function () {});
    } catch (e) {}
  };

  // What the player shows: the delivered activity, what a choice reaches (adl.nav.request_valid,
  // as the sequencer last worked it out), Continue and Previous, what is done, hidden controls.
  var validity = null;
  var tellNavigation = function () {
    var process = api.getSequencingService() && api.getSequencingService().getOverallSequencingProcess();
    var choice = {};
    var done = {};
    Object.keys(data.activities).forEach(function (id) {
      var valid = validity && validity.choice ? validity.choice[id] : undefined;
      choice[id] = valid === undefined ? Boolean(process && process.predictChoiceEnabled(id)) : valid === true || valid === 'true';
      var tracking = api.getActivityTrackingData(id);
      done[id] = Boolean(tracking && (tracking.completionStatus === 'completed' || tracking.successStatus === 'passed') && tracking.successStatus !== 'failed');
    });
    var valid = function (name) {
      var value = validity ? validity[name] : api.adl.nav.request_valid[name];
      return value === true || value === 'true';
    };
    tell('navigation', {
      current: current,
      choice: choice,
      done: done,
      continue: !ended && valid('continue'),
      previous: valid('previous'),
      hidden: (validity && validity.hideLmsUi) || [],
      ended: ended
    });
  };

  var deliver = function (activity) {
    var id = activity.id;
    var found = data.activities[id];
    if (deliveredBefore) api.reset(undefined, { preserveListeners: true });
    deliveredBefore = true;
    current = id;
    initialized = false;
    ended = null;
    if (!found) return;
    api.settings = { lmsCommitUrl: 'commit?sco=' + encodeURIComponent(id) };
    var kept = saved[id];
    // A suspended attempt resumes with its data; any other starts afresh (SCORM 2004 RTE 4.2.9).
    var resumes = Boolean(kept && kept.cmi && kept.cmi.exit === 'suspend');
    if (resumes) api.loadFromJSON(kept.cmi, '');
    api.cmi.learner_id = data.learner.id;
    api.cmi.learner_name = data.learner.name;
    api.cmi.entry = resumes ? 'resume' : 'ab-initio';
    if (found.masteryScore !== null) api.cmi.scaled_passing_score = String(found.masteryScore);
    if (found.completionThreshold !== null) api.cmi.completion_threshold = String(found.completionThreshold);
    if (found.launchData !== null) api.cmi.launch_data = found.launchData;
    nextSrc = found.launchUrl;
    // The SCO that asked for this navigation is still on the stack: it goes after its call.
    if (!unloading) setTimeout(function () { if (nextSrc) show(nextSrc); }, 0);
  };

  api.setSequencingEventListeners({
    onActivityDelivery: function (activity) {
      deliver(activity);
      sendState();
      setTimeout(tellNavigation, 0);
    },
    onSequencingSessionEnd: function (end) {
      ended = (end && end.reason) || 'ended';
      // Nothing is delivered any more (the SCO terminated): the player shows the contents.
      current = null;
      initialized = false;
      if (!unloading) show('about:blank');
      else nextSrc = 'about:blank';
      sendState();
      setTimeout(tellNavigation, 0);
    },
    onNavigationValidityUpdate: function (update) {
      validity = update || null;
      setTimeout(tellNavigation, 0);
    }
  });

  // The SCO goes (the player asked for a navigation): when it did not terminate itself on its
  // way out, the launcher terminates it, which processes the navigation asked for.
  frame.addEventListener('load', function () {
    if (!unloading || frame.src !== 'about:blank') return;
    var asked = unloading;
    unloading = null;
    if (api.isInitialized()) {
      api.Terminate('');
    } else if (!nextSrc) {
      api.processNavigationRequest(asked.request, asked.target || undefined);
    }
    if (nextSrc) show(nextSrc);
    tellNavigation();
  });

  var navigate = function (request, target) {
    if (api.isInitialized()) {
      var value = request === 'choice' ? '{target=' + target + '}choice' : request;
      if (api.SetValue('adl.nav.request', value) !== 'true') return;
      unloading = { request: request, target: target };
      nextSrc = null;
      frame.src = 'about:blank';
      return;
    }
    api.processNavigationRequest(request, target || undefined);
    tellNavigation();
  };

  window.addEventListener('message', function (event) {
    if (event.origin !== data.appOrigin || event.source !== window.parent) return;
    var asked = event.data;
    if (!asked || asked.source !== 'academy-player' || asked.command !== 'navigate') return;
    var request = asked.request;
    if (request === 'choice' && typeof asked.target === 'string' && data.activities[asked.target]) {
      navigate('choice', asked.target);
    } else if (request === 'continue' || request === 'previous') {
      navigate(request, null);
    }
  });

  // The page goes (the tab closes, the learner leaves the item): a SCO still running is
  // terminated as suspended, on this side only, and its data and the suspended tree go as
  // beacons, which the browser sends as the page goes away; the next launch resumes them.
  window.addEventListener('pagehide', function () {
    if (!navigator.sendBeacon) return;
    try {
      var running = current !== null && initialized;
      if (running && api.isInitialized()) {
        api.settings = { lmsCommitUrl: false };
        if (!api.cmi.getExitValueInternal()) api.SetValue('cmi.exit', 'suspend');
        api.Terminate('');
      }
      if (running) {
        var kept = saved[current] || (saved[current] = { sequence: 0, cmi: null });
        kept.sequence += 1;
        var body = JSON.stringify({ sequence: kept.sequence, cmi: api.renderCommitCMI(true) });
        navigator.sendBeacon('commit?sco=' + encodeURIComponent(current), new Blob([body], { type: 'application/json' }));
      }
      if (!ended) api.processNavigationRequest('suspendAll');
      navigator.sendBeacon('sequencing-state', new Blob([stateBody()], { type: 'application/json' }));
    } catch (e) {}
  });

  document.body.appendChild(frame);
  tell('ready', null);
  // Where the learner goes on: the suspended activity; else, after a page that went away without
  // suspending (it crashed), the activity it had open; else the start of the tree. When the
  // sequencer offers none of them (a tree without flow, a session that ended), the player's
  // contents let the learner choose.
  var before = (data.state && data.state.sequencing) || null;
  if (data.state) api.deserializeSequencingState(JSON.stringify(data.state));
  var started = false;
  if (before && before.suspendedActivity) started = api.processNavigationRequest('resumeAll');
  if (!started && before && before.currentActivity && !data.state.academyEnded && data.activities[before.currentActivity]) {
    started = api.processNavigationRequest('choice', before.currentActivity);
  }
  if (!started && !(before && before.currentActivity)) started = api.processNavigationRequest('start');
  if (!started) {
    ended = (data.state && data.state.academyEnded) || null;
    tellNavigation();
  }
})();
`;
