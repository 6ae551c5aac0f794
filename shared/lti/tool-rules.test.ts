import { describe, expect, it } from 'vitest';
import { launchedCourseSlug, mappedRole, toolUrls } from './tool-rules';

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
