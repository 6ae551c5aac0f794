/*
 * The LMS library of cmi5's CATAPULT LMS test suite (adlnet/CATAPULT, lts/lib/lms.template.js)
 * for this platform (issue 37 item 4). The suite imports its packages, asks for launch URLs,
 * waives AUs, and reads the statements back from the learning record store; this library does
 * each of them the way a person does, through the app's own API (the BFF at /api) on a running
 * server, signed in as Demo Academy's Alex Author (who authors the courses and learns in them)
 * and Ada Admin (who makes the LRS credential the suite reads with).
 *
 * ACADEMY_ORIGIN names the server (http://localhost:PORT, Demo Academy); its content origin is
 * content.localhost on the same port, as in the end-to-end tests. Node has no *.localhost
 * resolver, so every request goes to 127.0.0.1 with the origin's Host; the suite's browser
 * resolves the launch URL's host itself. Run by `npm run conformance:cmi5` (tests/conformance/
 * catapult.ts); nothing here is part of the app.
 */
// Plain module names: the suite's jest 27 does not resolve node: specifiers.
// biome-ignore lint/style/useNodejsImportProtocol: jest 27 (the suite's) cannot load node:http.
const http = require('http');
// biome-ignore lint/style/useNodejsImportProtocol: as above.
const path = require('path');
// The suite's own error class (its tests check instanceof): jest runs in the suite's lts folder.
const { InvalidPackageError } = require(path.join(process.cwd(), 'lib', 'errors'));

const ORIGIN = new URL(process.env.ACADEMY_ORIGIN || 'http://localhost:3100');
const CONTENT_HOST = `content.localhost:${ORIGIN.port}`;
const PASSWORD = 'academy-demo';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** One HTTP request to the server, with the Host of the portal or of the content origin. */
function request(method, path, { host = ORIGIN.host, headers = {}, body } = {}) {
  const payload =
    body === undefined
      ? undefined
      : Buffer.isBuffer(body)
        ? body
        : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: ORIGIN.port,
        method,
        path,
        // A connection per request: one the server answered early (a refused upload) is not
        // left half-read for the next request to hang on.
        agent: false,
        headers: {
          host,
          ...(payload && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
          ...(payload ? { 'content-length': String(payload.length) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // Not JSON: the text says what happened.
          }
          resolve({ status: response.statusCode, headers: response.headers, text, json });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A signed-in session of a Demo Academy account: its cookie header. */
async function signIn(email) {
  const answer = await request('POST', '/api/auth/login', {
    headers: XHR,
    body: { email, password: PASSWORD },
  });
  const cookies = (answer.headers['set-cookie'] || []).map((line) => line.split(';')[0]);
  if (answer.status !== 200 || cookies.length === 0) {
    throw new Error(`Signing ${email} in: ${answer.status} ${answer.text}`);
  }
  return cookies.join('; ');
}

let author = null;
let lrsAuthorization = null;
/** What each imported course is, by the id the suite holds. */
const courses = new Map();
/** Which course an attempt (a registration) belongs to. */
const registrations = new Map();
/** Which course and AU each launched session is of. */
const sessions = new Map();

/** A request to the API as Alex, failing loudly on an unexpected answer. */
async function asAuthor(method, path, body, expected = [200, 201, 204]) {
  const answer = await request(method, `/api${path}`, {
    headers: { ...XHR, cookie: author },
    body,
  });
  if (!expected.includes(answer.status)) {
    throw new Error(`${method} /api${path}: ${answer.status} ${answer.text.slice(0, 500)}`);
  }
  return answer;
}

/** A multipart/form-data body of one file. */
function multipart(name, contentType, bytes) {
  const boundary = `----catapult${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const streamBytes = async (stream) => {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

module.exports = {
  setup: async () => {
    author = await signIn('author@demo.academy');
    const admin = await signIn('admin@demo.academy');
    const made = await request('POST', '/api/v1/lrs_credentials', {
      headers: { ...XHR, cookie: admin },
      body: { data: { type: 'lrs_credentials', attributes: { label: 'CATAPULT LMS test suite' } } },
    });
    if (made.status !== 201)
      throw new Error(`Making an LRS credential: ${made.status} ${made.text}`);
    const { key, secret } = made.json.data.attributes;
    lrsAuthorization = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
  },

  teardown: async () => {},

  getLrsEndpoint: () => `${ORIGIN.origin}/xapi`,

  getLrsAuthHeader: () => lrsAuthorization,

  /*
   * A course of one module with the package as its item, published, and Alex enrolled: what an
   * author does in the course editor. A package the platform refuses (its inspection found an
   * error) is an InvalidPackageError with the problems the author would read.
   */
  importCourse: async (stream, contentType, filename) => {
    const bytes = await streamBytes(stream);
    const options = await asAuthor('GET', '/v1/courses/authoring_options');
    const catalog = options.json.included.find((resource) => resource.type === 'catalogs');
    const created = await asAuthor('POST', '/v1/courses', {
      data: {
        attributes: {
          title: `CATAPULT ${filename}`,
          summary: 'cmi5 LMS test.',
          catalog_id: catalog.id,
        },
      },
    });
    const course = created.json.data;
    const module = await asAuthor('POST', `/v1/courses/${course.id}/modules`, {
      data: { attributes: { title: 'Package' } },
    });
    const form = multipart(filename, contentType, bytes);
    const uploaded = await request(
      'POST',
      `/api/v1/courses/${course.id}/modules/${module.json.data.id}/packages`,
      { headers: { ...XHR, cookie: author, 'content-type': form.contentType }, body: form.body },
    );
    if (uploaded.status === 422 || uploaded.status === 415 || uploaded.status === 413) {
      const problems = (uploaded.json?.errors || []).map(
        (error) => `${error.code}: ${error.detail || error.title || ''}`,
      );
      throw new InvalidPackageError(`Refused ${filename}: ${problems.join('; ')}`);
    }
    if (uploaded.status !== 201) {
      throw new Error(`Uploading ${filename}: ${uploaded.status} ${uploaded.text.slice(0, 500)}`);
    }
    const item = uploaded.json.included.find((resource) => resource.type === 'course_items');
    await asAuthor('POST', `/v1/courses/${course.id}/publish`);
    const slug = course.attributes.slug;
    await asAuthor('POST', `/v1/courses/${slug}/enrollment`, {});
    const id = `${course.id}:${item.id}`;
    courses.set(id, { courseId: course.id, slug, itemId: item.id, itemSlug: item.attributes.slug });
    return id;
  },

  /*
   * The AU's launch URL as the player gets it: Alex launches the item (resuming their attempt,
   * whose id is the registration), then the launcher asks for the AU's launch (cmi5 §8.1). The
   * suite's own actor is not the platform's to choose: the actor is Alex's agent; Browse and
   * Review are asked for as a learner asks for them; a registration the suite names must be
   * the attempt's.
   */
  getLaunchUrl: async (courseId, auIndex, _actor, { registration, launchMode } = {}) => {
    const course = courses.get(courseId);
    if (!course) throw new Error(`No course ${courseId} was imported`);
    const launched = await asAuthor(
      'POST',
      `/v1/courses/${course.slug}/items/${course.itemSlug}/package_launch`,
    );
    const { launch_path: launchPath, attempt_id: attemptId, scos } = launched.json.meta;
    if (registration && registration !== attemptId) {
      throw new Error(`Registration ${registration} is not the attempt this launch resumes`);
    }
    registrations.set(attemptId, course);
    const au = scos[auIndex];
    if (!au) throw new Error(`The course has no AU ${auIndex}`);
    const base = launchPath.replace(/~\/launch$/, '');
    // Browse and Review are the learner's to ask for (the player's "Browse only"); Normal is the
    // platform's choice.
    const mode = launchMode === 'Browse' || launchMode === 'Review' ? `&mode=${launchMode}` : '';
    const answer = await request(
      'POST',
      `${base}~/cmi5-launch?au=${encodeURIComponent(au.identifier)}${mode}`,
      {
        host: CONTENT_HOST,
        headers: { origin: `http://${CONTENT_HOST}` },
      },
    );
    if (answer.status !== 200) {
      throw new Error(
        `Launching AU ${au.identifier}: ${answer.status} ${answer.text.slice(0, 500)}`,
      );
    }
    sessions.set(answer.json.meta.session, { courseId, auIndex });
    return answer.json.meta.url;
  },

  cleanup: async () => {},

  hasWaive: () => true,

  /* An author waives the AU of the learner's attempt with its reason (cmi5 §9.3.7). */
  waiveAU: async (registration, auIndex, reason) => {
    const course = registrations.get(registration);
    if (!course) throw new Error(`No launch made registration ${registration}`);
    const launched = await asAuthor(
      'POST',
      `/v1/courses/${course.slug}/items/${course.itemSlug}/package_launch`,
    );
    const au = launched.json.meta.scos[auIndex];
    await asAuthor(
      'POST',
      `/v1/courses/${course.courseId}/outline_items/${course.itemId}/package_attempts/${registration}/waivers`,
      { data: { type: 'package_waivers', attributes: { au: au.identifier, reason } } },
    );
  },

  /* The platform abandons a session still open when the next launch of its registration comes
   * (cmi5 §9.3.6): the learner opens the AU again, and the session the suite names is abandoned. */
  hasAbandon: () => true,
  abandonSession: async (sessionId) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No launch made session ${sessionId}`);
    await module.exports.getLaunchUrl(session.courseId, session.auIndex, null, {});
  },
};
