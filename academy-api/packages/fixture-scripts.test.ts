import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * The scripts of the package fixtures, run in a browser-like window against a stand-in for the
 * player's run-time API (SCORM) or learning record store (cmi5): what the end-to-end tests rely
 * on, checked without a browser. jsdom has no type declarations here, hence the plain require.
 */
type Page = Window & typeof globalThis & { API?: unknown; API_1484_11?: unknown };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: Page };
};

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/packages');
const read = (file: string) => fs.readFileSync(path.join(FIXTURES, file), 'utf8');
const SCO = read('common/sco.js');
const AU = read('cmi5-two-aus/shared/au.js');

/** A page of a fixture at `url`, its script not yet run (`run` does, after the API is placed). */
function open(file: string, url: string) {
  const { window } = new JSDOM(read(file), { url, runScripts: 'outside-only' });
  const text = (id: string) => window.document.getElementById(id)?.textContent ?? '';
  const click = (id: string) => (window.document.getElementById(id) as HTMLButtonElement).click();
  const leave = () => window.dispatchEvent(new window.Event('pagehide'));
  return { window, text, click, leave };
}

const noError = () => '0';

/** An LMS's data for one learner and SCO, kept across launches as the platform keeps it. */
function fakeLms(version: '1.2' | '2004', data = new Map<string, string>()) {
  const calls: string[] = [];
  const entry = version === '2004' ? 'cmi.entry' : 'cmi.core.entry';
  const exit = version === '2004' ? 'cmi.exit' : 'cmi.core.exit';
  const initialize = () => {
    calls.push('initialize');
    data.set(entry, data.get(exit) === 'suspend' ? 'resume' : 'ab-initio');
    if (version === '1.2' && !data.has('cmi.core.lesson_status')) {
      data.set('cmi.core.lesson_status', 'not attempted');
    }
    return 'true';
  };
  const get = (name: string) => data.get(name) ?? '';
  const set = (name: string, value: string) => {
    data.set(name, value);
    return 'true';
  };
  const record = (call: string) => () => {
    calls.push(call);
    return 'true';
  };
  const api =
    version === '2004'
      ? {
          Initialize: initialize,
          GetValue: get,
          SetValue: set,
          Commit: record('commit'),
          Terminate: record('terminate'),
          GetLastError: noError,
        }
      : {
          LMSInitialize: initialize,
          LMSGetValue: get,
          LMSSetValue: set,
          LMSCommit: record('commit'),
          LMSFinish: record('terminate'),
          LMSGetLastError: noError,
        };
  return { api, data, calls };
}

const URL_12 = 'https://content.example/p/1/index.html';

describe('the SCO script (SCORM 1.2)', () => {
  it('round-trips a 10,000-character suspend_data and resumes on the page it left', () => {
    const lms = fakeLms('1.2');
    const first = open('scorm12-single/index.html', `${URL_12}?suspend=10000`);
    first.window.API = lms.api;
    first.window.eval(SCO);
    expect(first.text('status')).toBe(
      'Connected to the learning platform (SCORM 1.2, entry ab-initio).',
    );
    expect(lms.data.get('cmi.core.lesson_status')).toBe('incomplete');
    first.click('next');
    expect(first.text('position')).toBe('Page 2 of 3');
    expect(lms.data.get('cmi.suspend_data')).toHaveLength(10_000);
    expect(lms.data.get('cmi.core.lesson_location')).toBe('2');
    first.leave();
    expect(lms.data.get('cmi.core.exit')).toBe('suspend');
    expect(lms.data.get('cmi.core.session_time')).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{2}$/);
    expect(lms.calls.at(-1)).toBe('terminate');

    const second = open('scorm12-single/index.html', `${URL_12}?suspend=10000`);
    second.window.API = lms.api;
    second.window.eval(SCO);
    expect(second.text('position')).toBe('Page 2 of 3');
    expect(second.text('saved-data')).toBe('Resumed with 10000 characters of saved data, intact.');
    expect(second.text('status')).toContain('entry resume');
  });

  it('says when the saved data came back cut off (a 4,096-character limit)', () => {
    const lms = fakeLms('1.2');
    const first = open('scorm12-single/index.html', `${URL_12}?suspend=10000`);
    first.window.API = lms.api;
    first.window.eval(SCO);
    first.click('next');
    lms.data.set('cmi.suspend_data', lms.data.get('cmi.suspend_data')?.slice(0, 4096) ?? '');
    const second = open('scorm12-single/index.html', URL_12);
    second.window.API = lms.api;
    second.window.eval(SCO);
    expect(second.text('saved-data')).toBe(
      'Saved data was cut off: 4096 of 10000 characters came back.',
    );
  });

  it('records the score and passed, and keeps passed when finished', () => {
    const lms = fakeLms('1.2');
    const page = open('scorm12-single/index.html', URL_12);
    page.window.API = lms.api;
    page.window.eval(SCO);
    page.click('answer');
    page.click('finish');
    page.leave();
    expect(Object.fromEntries(lms.data)).toMatchObject({
      'cmi.core.score.raw': '100',
      'cmi.core.score.min': '0',
      'cmi.core.score.max': '100',
      'cmi.core.lesson_status': 'passed',
      'cmi.core.exit': '',
    });
  });

  it('finds the API up to 7 parents up, or from the opener, as the standard says', () => {
    const nested = (levels: number) => {
      const top = new JSDOM('<!doctype html><body></body>', {
        url: 'https://lms.example/',
        runScripts: 'outside-only',
      }).window;
      let win: Page = top;
      for (let level = 0; level < levels; level++) {
        const frame = win.document.createElement('iframe');
        win.document.body.append(frame);
        win = frame.contentWindow as Page;
      }
      win.document.documentElement.innerHTML = read('scorm12-single/index.html')
        .replace(/^<!doctype html>\s*<html[^>]*>/, '')
        .replace(/<\/html>\s*$/, '');
      return { top, page: win };
    };
    const found = nested(7);
    found.top.API = fakeLms('1.2').api;
    found.page.eval(SCO);
    expect(found.page.document.getElementById('status')?.textContent).toContain('Connected');
    const tooDeep = nested(8);
    tooDeep.top.API = fakeLms('1.2').api;
    tooDeep.page.eval(SCO);
    expect(tooDeep.page.document.getElementById('status')?.textContent).toBe(
      'No learning platform found: progress is not saved.',
    );
    // A SCO in a window of its own finds the API through the window that opened it.
    const popup = open('scorm12-single/index.html', URL_12);
    const opener = nested(2);
    opener.top.API = fakeLms('1.2').api;
    Object.defineProperty(popup.window, 'opener', { value: opener.page });
    popup.window.eval(SCO);
    expect(popup.text('status')).toContain('Connected');
  });
});

describe('the SCO script (SCORM 2004)', () => {
  it('finds API_1484_11 and records scaled score, success and completion separately', () => {
    const lms = fakeLms('2004');
    const page = open('scorm2004-sequencing/lesson1/index.html', URL_12);
    page.window.API_1484_11 = lms.api;
    page.window.eval(SCO);
    expect(page.text('status')).toContain('SCORM 2004');
    expect(lms.data.get('cmi.completion_status')).toBe('incomplete');
    page.click('answer');
    expect(lms.data.get('cmi.success_status')).toBe('passed');
    expect(lms.data.get('cmi.completion_status')).toBe('incomplete');
    page.click('finish');
    page.leave();
    expect(Object.fromEntries(lms.data)).toMatchObject({
      'cmi.score.scaled': '1',
      'cmi.score.raw': '100',
      'cmi.completion_status': 'completed',
      'cmi.exit': 'normal',
    });
    expect(lms.data.get('cmi.session_time')).toMatch(/^PT\d+H\d+M\d+\.\d{2}S$/);
  });
});

/** A learning record store that answers the AU as the platform's will, recording each request. */
function fakeLrs(masteryScore?: number) {
  const requests: { url: URL; init: RequestInit }[] = [];
  const contextTemplate = {
    contextActivities: { grouping: [{ id: 'https://academy.example/fixtures/cmi5-two-aus' }] },
    extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': 'session-1' },
  };
  const fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    requests.push({ url, init });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url.pathname === '/fetch') return json({ 'auth-token': 'dG9rZW4=' });
    if (url.pathname === '/xapi/activities/state') {
      return json({
        contextTemplate,
        launchMode: 'Normal',
        moveOn: 'CompletedAndPassed',
        ...(masteryScore === undefined ? {} : { masteryScore }),
      });
    }
    return new Response(null, { status: 204 });
  };
  const statements = () =>
    requests
      .filter(({ url }) => url.pathname === '/xapi/statements')
      .map(({ init }) => JSON.parse(String(init.body)));
  return { fetch, requests, statements };
}

const LAUNCH = `https://content.example/p/2/au1/index.html?${new URLSearchParams({
  endpoint: 'https://lrs.example/xapi/',
  fetch: 'https://lrs.example/fetch?k=1',
  actor: JSON.stringify({ objectType: 'Agent', account: { homePage: 'https://a', name: 'u1' } }),
  registration: '0d4b6b3e-6c50-4a4e-9a8b-1f3e7f1c2d3e',
  activityId: 'https://academy.example/fixtures/cmi5-two-aus/drill',
})}`;

describe('the AU script (cmi5)', () => {
  it('fetches the token, reads LMS.LaunchData and the learner preferences, and sends the cmi5 statements in order', async () => {
    const lrs = fakeLrs(0.8);
    const page = open('cmi5-two-aus/au1/index.html', LAUNCH);
    page.window.fetch = lrs.fetch as typeof fetch;
    page.window.eval(AU);
    await vi.waitFor(() => expect(page.text('status')).toContain('launch mode Normal'));
    const [token, state, preferences] = lrs.requests;
    expect(token?.init.method).toBe('POST');
    expect(token?.url.href).toBe('https://lrs.example/fetch?k=1');
    expect(state?.url.pathname).toBe('/xapi/activities/state');
    expect(Object.fromEntries(state?.url.searchParams ?? [])).toMatchObject({
      stateId: 'LMS.LaunchData',
      activityId: 'https://academy.example/fixtures/cmi5-two-aus/drill',
      registration: '0d4b6b3e-6c50-4a4e-9a8b-1f3e7f1c2d3e',
    });
    expect(new Headers(state?.init.headers).get('Authorization')).toBe('Basic dG9rZW4=');
    // §11: the learner preferences before initialized.
    expect(preferences?.url.pathname).toBe('/xapi/agents/profile');
    expect(preferences?.url.searchParams.get('profileId')).toBe('cmi5LearnerPreferences');

    page.click('answer');
    page.click('finish');
    await vi.waitFor(() => expect(lrs.statements()).toHaveLength(3));
    page.leave();
    await vi.waitFor(() => expect(lrs.statements()).toHaveLength(4));
    const sent = lrs.statements();
    expect(sent.map((statement) => statement.verb.id)).toEqual([
      'http://adlnet.gov/expapi/verbs/initialized',
      'http://adlnet.gov/expapi/verbs/passed',
      'http://adlnet.gov/expapi/verbs/completed',
      'http://adlnet.gov/expapi/verbs/terminated',
    ]);
    const categories = (statement: {
      context: { contextActivities: { category: { id: string }[] } };
    }) => statement.context.contextActivities.category.map((activity) => activity.id);
    const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
    const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
    expect(sent.map(categories)).toEqual([[CMI5], [CMI5, MOVE_ON], [CMI5, MOVE_ON], [CMI5]]);
    for (const statement of sent) {
      expect(statement.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(statement.object).toEqual({
        id: 'https://academy.example/fixtures/cmi5-two-aus/drill',
        objectType: 'Activity',
      });
      expect(statement.actor.account.name).toBe('u1');
      expect(statement.context.registration).toBe('0d4b6b3e-6c50-4a4e-9a8b-1f3e7f1c2d3e');
      expect(
        statement.context.extensions['https://w3id.org/xapi/cmi5/context/extensions/sessionid'],
      ).toBe('session-1');
      expect(statement.context.contextActivities.grouping).toEqual([
        { id: 'https://academy.example/fixtures/cmi5-two-aus' },
      ]);
    }
    expect(sent[1].result).toMatchObject({ success: true, score: { scaled: 1 } });
    expect(
      sent[1].context.extensions['https://w3id.org/xapi/cmi5/context/extensions/masteryscore'],
    ).toBe(0.8);
    expect(sent[2].result).toMatchObject({ completion: true });
    expect(sent[3].result.duration).toMatch(/^PT\d+\.\d{2}S$/);
    const last = lrs.requests.at(-1);
    expect(last?.init.keepalive).toBe(true);
    expect(new Headers(last?.init.headers).get('X-Experience-API-Version')).toBe('1.0.3');
  });

  it('does not pass below the mastery score, and says when it was not launched by a platform', async () => {
    const lrs = fakeLrs(1.5);
    const page = open('cmi5-two-aus/au1/index.html', LAUNCH);
    page.window.fetch = lrs.fetch as typeof fetch;
    page.window.eval(AU);
    await vi.waitFor(() => expect(page.text('status')).toContain('launch mode Normal'));
    page.click('answer');
    page.click('finish');
    await vi.waitFor(() => expect(lrs.statements()).toHaveLength(2));
    expect(lrs.statements().map((statement) => statement.verb.display['en-US'])).toEqual([
      'initialized',
      'completed',
    ]);
    const bare = open('cmi5-two-aus/au2/index.html', 'https://content.example/p/2/au2/index.html');
    bare.window.eval(AU);
    expect(bare.text('status')).toBe(
      'This page was not launched by a cmi5 platform (missing endpoint, fetch, actor, registration, activityId).',
    );
  });
});
