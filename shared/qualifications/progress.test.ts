import { describe, expect, it } from 'vitest';
import {
  courseStanding,
  isValidRequiredCount,
  neededCount,
  qualificationProgress,
  qualificationReport,
} from './progress';

const done = (n: number, of: number) =>
  Array.from({ length: of }, (_, index) => ({ completed: index < n }));

describe('qualificationProgress', () => {
  it('all courses: completed ÷ all, achieved when every course is completed', () => {
    expect(qualificationProgress(null, done(0, 2))).toEqual({
      needed: 2,
      completedCount: 0,
      progress: 0,
      achieved: false,
    });
    expect(qualificationProgress(null, done(1, 2))).toMatchObject({
      progress: 50,
      achieved: false,
    });
    expect(qualificationProgress(null, done(2, 2))).toMatchObject({
      progress: 100,
      achieved: true,
    });
  });

  it('N of M: completed ÷ N, rounded and capped at 100', () => {
    expect(qualificationProgress(3, done(1, 5))).toMatchObject({ needed: 3, progress: 33 });
    expect(qualificationProgress(3, done(2, 5))).toMatchObject({ progress: 67, achieved: false });
    expect(qualificationProgress(3, done(3, 5))).toMatchObject({ progress: 100, achieved: true });
    expect(qualificationProgress(3, done(5, 5))).toMatchObject({
      completedCount: 5,
      progress: 100,
      achieved: true,
    });
    expect(qualificationProgress(1, done(0, 4))).toMatchObject({ progress: 0, achieved: false });
  });

  it('a required count above the courses left asks for all of them; no courses is never achieved', () => {
    expect(neededCount(4, 2)).toBe(2);
    expect(qualificationProgress(4, done(2, 2))).toMatchObject({ needed: 2, achieved: true });
    expect(qualificationProgress(null, [])).toEqual({
      needed: 0,
      completedCount: 0,
      progress: 0,
      achieved: false,
    });
  });
});

describe('isValidRequiredCount', () => {
  it('takes null (all) or a whole number from 1 to the number of courses', () => {
    expect(isValidRequiredCount(null, 2)).toBe(true);
    expect(isValidRequiredCount(1, 2)).toBe(true);
    expect(isValidRequiredCount(2, 2)).toBe(true);
    expect(isValidRequiredCount(0, 2)).toBe(false);
    expect(isValidRequiredCount(3, 2)).toBe(false);
    expect(isValidRequiredCount(1.5, 2)).toBe(false);
    expect(isValidRequiredCount(-1, 2)).toBe(false);
  });
});

describe('courseStanding', () => {
  it('is 0 without an enrolment, 100 once completed, and stays within 0–100', () => {
    expect(courseStanding(undefined)).toEqual({ progress: 0, completed: false });
    expect(courseStanding({ progress: 40, completed: false })).toEqual({
      progress: 40,
      completed: false,
    });
    expect(courseStanding({ progress: 80, completed: true })).toEqual({
      progress: 100,
      completed: true,
    });
    expect(courseStanding({ progress: 140, completed: false }).progress).toBe(100);
  });
});

describe('qualificationReport', () => {
  it('lists the courses in order with their standing, and the qualification’s progress', () => {
    const report = qualificationReport(
      {
        id: 'q1',
        name: 'Digital foundations',
        requiredCount: null,
        courses: [
          { id: 'c-data', title: 'Data literacy', slug: 'data-literacy' },
          { id: 'c-web', title: 'Writing for the web', slug: 'writing-for-the-web' },
        ],
      },
      new Map([['c-data', { progress: 40, completed: false }]]),
    );
    expect(report).toEqual({
      id: 'q1',
      name: 'Digital foundations',
      requiredCount: null,
      courseCount: 2,
      completedCount: 0,
      needed: 2,
      progress: 0,
      achieved: false,
      courses: [
        {
          id: 'c-data',
          title: 'Data literacy',
          slug: 'data-literacy',
          progress: 40,
          completed: false,
        },
        {
          id: 'c-web',
          title: 'Writing for the web',
          slug: 'writing-for-the-web',
          progress: 0,
          completed: false,
        },
      ],
    });
  });
});
