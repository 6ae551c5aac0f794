import { describe, expect, it } from 'vitest';
import {
  AGS_SCOPE,
  bestQuizAttempt,
  framedPageLocale,
  idTokenLocale,
  launchedCourseSlug,
  launchedItemSlug,
  launchLocale,
  mappedRole,
  quizAttemptScore,
  scoreTarget,
  toolUrls,
  withLaunchLocale,
} from './tool-rules';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

describe('the roles a platform gives', () => {
  it('maps learners to students, instructors to coaches, administrators no higher unless set', () => {
    expect(mappedRole([`${LIS}membership#Learner`], 'coach')).toBe('student');
    expect(mappedRole([`${LIS}membership#Instructor`], 'coach')).toBe('coach');
    expect(mappedRole(['Instructor'], 'coach')).toBe('coach');
    expect(mappedRole([`${LIS}institution/person#Administrator`], 'coach')).toBe('coach');
    expect(mappedRole([`${LIS}institution/person#Administrator`], 'admin')).toBe('admin');
    expect(mappedRole([`${LIS}membership#Learner`], 'admin')).toBe('student');
    expect(mappedRole([], 'coach')).toBe('student');
  });
});

describe('the course a launch opens', () => {
  it('reads the custom parameter first, then the target link', () => {
    const urls = toolUrls('https://academy.example');
    expect(launchedCourseSlug(urls.courseTarget('intro'), undefined)).toBe('intro');
    expect(launchedCourseSlug(urls.courseTarget('intro'), { course: 'other' })).toBe('other');
    expect(launchedCourseSlug(urls.launch, undefined)).toBeNull();
    expect(launchedCourseSlug('not a url', { course: '../x' })).toBeNull();
  });
});

describe('where a launch’s score goes (AGS line items per resource link)', () => {
  const both = [AGS_SCOPE.lineItem, AGS_SCOPE.score];
  const course = { kind: 'course', courseId: 'c1' } as const;
  const quiz = { kind: 'quiz', itemId: 'q1' } as const;

  it('puts the course on the link’s own line item, a quiz on one of its own in the container', () => {
    const ags = { lineitem: 'https://p/li/1', lineitems: 'https://p/li', scope: both };
    expect(scoreTarget(ags, course)).toEqual({ lineItem: 'https://p/li/1' });
    expect(scoreTarget(ags, quiz)).toEqual({
      container: 'https://p/li',
      resourceId: 'q1',
      tag: 'quiz',
    });
    expect(scoreTarget({ lineitems: 'https://p/li', scope: both }, course)).toEqual({
      container: 'https://p/li',
      resourceId: 'c1',
      tag: 'completion',
    });
  });

  it('posts nothing the grant does not allow', () => {
    expect(scoreTarget(null, course)).toBeNull();
    expect(
      scoreTarget({ lineitem: 'https://p/li/1', scope: [AGS_SCOPE.lineItem] }, course),
    ).toBeNull();
    // Only the link's own line item: the course's grade, no room for a quiz of its own.
    expect(
      scoreTarget(
        { lineitem: 'https://p/li/1', lineitems: 'https://p/li', scope: [AGS_SCOPE.score] },
        quiz,
      ),
    ).toBeNull();
    expect(scoreTarget({ lineitem: 'https://p/li/1', scope: both }, quiz)).toBeNull();
  });
});

describe('a link for one quiz (deep linked on its own)', () => {
  const both = [AGS_SCOPE.lineItem, AGS_SCOPE.score];
  const ags = { lineitem: 'https://p/li/1', lineitems: 'https://p/li', scope: both };

  it('names the item by custom parameter or the target’s ?item=', () => {
    expect(launchedItemSlug('https://t/lti/tool/courses/data?item=data-quiz', undefined)).toBe(
      'data-quiz',
    );
    expect(launchedItemSlug('https://t/lti/tool/courses/data', { item: 'the-quiz' })).toBe(
      'the-quiz',
    );
    expect(launchedItemSlug('https://t/lti/tool/courses/data', undefined)).toBeNull();
    expect(launchedItemSlug('https://t/lti/tool/courses/data?item=../x', undefined)).toBeNull();
    expect(toolUrls('https://t').itemTarget('data', 'data-quiz')).toBe(
      'https://t/lti/tool/courses/data?item=data-quiz',
    );
  });

  it('puts that quiz on the link’s own line item, the course in the container, other quizzes nowhere', () => {
    expect(scoreTarget(ags, { kind: 'quiz', itemId: 'q1' }, 'q1')).toEqual({
      lineItem: 'https://p/li/1',
    });
    expect(scoreTarget(ags, { kind: 'course', courseId: 'c1' }, 'q1')).toEqual({
      container: 'https://p/li',
      resourceId: 'c1',
      tag: 'completion',
    });
    expect(scoreTarget(ags, { kind: 'quiz', itemId: 'q2' }, 'q1')).toBeNull();
    expect(
      scoreTarget(
        { lineitem: 'https://p/li/1', scope: both },
        { kind: 'course', courseId: 'c1' },
        'q1',
      ),
    ).toBeNull();
  });
});

describe('a finished quiz attempt’s score', () => {
  it('is its points, fully graded, or pending without a score while a coach has to grade', () => {
    expect(quizAttemptScore({ score: 7, maxScore: 10, pendingReview: false })).toEqual({
      scoreGiven: 7,
      scoreMaximum: 10,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    expect(quizAttemptScore({ score: 4, maxScore: 10, pendingReview: true })).toEqual({
      scoreGiven: null,
      scoreMaximum: 10,
      activityProgress: 'Completed',
      gradingProgress: 'PendingManual',
    });
  });
});

describe('which attempt of a quiz the platform gets', () => {
  const attempt = (id: string, score: number | null, maxScore = 10, pendingReview = false) => ({
    id,
    score,
    maxScore,
    pendingReview,
  });
  it('is the best graded one by its share of the points, never a weaker later one', () => {
    expect(bestQuizAttempt(attempt('now', 5), [attempt('before', 8)]).id).toBe('before');
    expect(bestQuizAttempt(attempt('now', 9), [attempt('before', 8)]).id).toBe('now');
    expect(bestQuizAttempt(attempt('now', 6, 8), [attempt('before', 7, 10)]).id).toBe('now');
  });
  it('passes over attempts a coach has yet to grade, and is the one just finished when none is graded', () => {
    expect(bestQuizAttempt(attempt('now', null, 10, true), [attempt('before', 3)]).id).toBe(
      'before',
    );
    expect(bestQuizAttempt(attempt('now', 4, 10, true), []).id).toBe('now');
  });
});

describe('the framed pages’ language (the launch’s locale claim)', () => {
  it('takes the language of a BCP 47 tag when it is one of ours', () => {
    expect(launchLocale('nl-NL')).toBe('nl');
    expect(launchLocale('ro')).toBe('ro');
    expect(launchLocale('en_GB')).toBe('en');
    expect(launchLocale('de-DE')).toBeNull();
    expect(launchLocale('english')).toBeNull();
    expect(launchLocale(42)).toBeNull();
  });

  it('reads it from an id_token without trusting anything else in it', () => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(idTokenLocale(`${part({ alg: 'RS256' })}.${part({ locale: 'ro-RO' })}.sig`)).toBe('ro');
    expect(idTokenLocale(`${part({ alg: 'RS256' })}.${part({ sub: 'x' })}.sig`)).toBeNull();
    expect(idTokenLocale('not a token')).toBeNull();
    expect(idTokenLocale(null)).toBeNull();
  });

  it('is carried on the framed pages’ address, and only read there', () => {
    const path = withLaunchLocale('/lti/tool/open?code=abc', 'ro');
    expect(path).toBe('/lti/tool/open?code=abc&lang=ro');
    expect(withLaunchLocale('/lti/tool/refused', 'nl')).toBe('/lti/tool/refused?lang=nl');
    expect(withLaunchLocale('/lti/tool/open?code=abc', null)).toBe('/lti/tool/open?code=abc');
    expect(framedPageLocale(path)).toBe('ro');
    expect(framedPageLocale('/lti/tool/open?lang=de')).toBeNull();
    expect(framedPageLocale('/catalog?lang=ro')).toBeNull();
  });
});
