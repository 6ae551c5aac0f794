import type { BillingPeriod, BusinessModel, CourseItemKind, CourseStatus } from './schema';

/**
 * DEMO-DATA.md "Learning content" as data: per portal key, its catalogs (in order), their
 * categories, courses, modules and items. Lesson texts live in seed-lessons.ts, keyed by course
 * and item slug. Course and item titles are the ones DEMO-DATA.md and the notifications use.
 */

export type ItemSeed = {
  kind: CourseItemKind;
  slug: string;
  title: string;
  minutes: number;
  /** A lesson guests may read from the public course page. */
  freePreview?: boolean;
};
export type ModuleSeed = { title: string; items: ItemSeed[] };
export type CourseSeed = {
  slug: string;
  title: string;
  summary: string;
  status: CourseStatus;
  /** Coaches by e-mail. */
  coaches: string[];
  /** Label names (en) of the portal's labels. */
  labels: string[];
  modules: ModuleSeed[];
};
export type CategorySeed = { name: string; courses: CourseSeed[] };
export type CatalogSeed = { name: string; categories: CategorySeed[] };

/** A course item of one kind: its slug, title and minutes (the course's duration is the sum). */
const itemOf =
  (kind: CourseItemKind) =>
  (slug: string, title: string, minutes: number): ItemSeed => ({ kind, slug, title, minutes });
const lesson = itemOf('lesson');
const assignment = itemOf('assignment');
const quiz = itemOf('quiz');

type CourseFacts = Pick<CourseSeed, 'summary' | 'status'> &
  Partial<Pick<CourseSeed, 'coaches' | 'labels'>> & {
    /** Module title → its items, in order. */
    modules: Record<string, ItemSeed[]>;
  };

/** A course, like its items, by slug and title; no coaches or labels unless given. */
const course = (slug: string, title: string, { modules, ...facts }: CourseFacts): CourseSeed => ({
  slug,
  title,
  coaches: [],
  labels: [],
  ...facts,
  modules: Object.entries(modules).map(([moduleTitle, items]) => ({ title: moduleTitle, items })),
});

export const LEARNING_SEEDS: Record<string, CatalogSeed[]> = {
  demo: [
    {
      name: 'Professional skills',
      categories: [
        {
          name: 'Management',
          courses: [
            course('project-management-basics', 'Project management basics', {
              summary:
                'Plan, run and close a small project with a clear scope, schedule and budget.',
              status: 'published',
              coaches: ['coach@demo.academy'],
              labels: ['Beginner'],
              modules: {
                'Starting a project': [
                  lesson('what-makes-a-project', 'What makes a project', 10),
                  lesson('scope-and-goals', 'Scope and goals', 20),
                ],
                'Planning and delivery': [
                  lesson('schedules-and-milestones', 'Schedules and milestones', 20),
                  lesson('closing-a-project', 'Closing a project', 10),
                  assignment('learning-plan', 'Learning plan', 30),
                ],
              },
            }),
            course('time-management', 'Time management', {
              summary: 'Set priorities, plan your week and protect time for focused work.',
              status: 'published',
              coaches: ['coach@demo.academy'],
              labels: ['Beginner'],
              modules: {
                Priorities: [
                  lesson('urgent-or-important', 'Urgent or important', 12),
                  lesson('saying-no', 'Saying no', 18),
                ],
                'Planning your week': [
                  lesson('weekly-planning', 'Weekly planning', 20),
                  lesson('protecting-focus-time', 'Protecting focus time', 10),
                ],
              },
            }),
            course('leading-hybrid-teams', 'Leading hybrid teams', {
              summary: 'Keep a team connected and productive when half of it works from home.',
              status: 'draft',
              labels: ['Advanced'],
              modules: {
                'Team rhythm': [
                  lesson('meetings-that-work', 'Meetings that work', 15),
                  lesson('written-updates', 'Written updates', 20),
                ],
                'Trust at a distance': [
                  lesson('one-to-ones', 'One-to-ones', 10),
                  lesson('recognising-effort', 'Recognising effort', 15),
                ],
              },
            }),
          ],
        },
        {
          name: 'Safety',
          courses: [
            course('workplace-safety', 'Workplace safety', {
              summary:
                'Recognise everyday hazards at work and know what to do when things go wrong.',
              status: 'published',
              coaches: ['hybrid@demo.academy'],
              labels: ['Mandatory', 'Beginner'],
              modules: {
                'Everyday hazards': [
                  lesson('slips-trips-and-falls', 'Slips, trips and falls', 10),
                  lesson('screens-and-posture', 'Screens and posture', 15),
                ],
                'When things go wrong': [
                  lesson('reporting-an-incident', 'Reporting an incident', 20),
                  lesson('first-aid-basics', 'First aid basics', 15),
                ],
              },
            }),
          ],
        },
      ],
    },
    {
      name: 'Digital skills',
      categories: [
        {
          name: 'Writing',
          courses: [
            course('writing-for-the-web', 'Writing for the web', {
              summary: 'Write short, scannable texts that readers find and understand online.',
              status: 'published',
              coaches: ['coach@demo.academy'],
              labels: ['Beginner'],
              modules: {
                'Readers online': [
                  lesson('how-people-read-online', 'How people read online', 8),
                  lesson('headlines-and-summaries', 'Headlines and summaries', 17),
                ],
                'Style and structure': [
                  lesson('plain-language', 'Plain language', 20),
                  lesson('links-and-lists', 'Links and lists', 15),
                  assignment('style-guide', 'Style guide', 45),
                ],
              },
            }),
          ],
        },
        {
          name: 'Data and security',
          courses: [
            course('data-literacy', 'Data literacy', {
              summary: 'Read charts and tables critically and draw sound conclusions from data.',
              status: 'published',
              coaches: ['coach@demo.academy'],
              labels: ['Advanced'],
              modules: {
                'Reading charts': [
                  // The demo's free preview (DEMO-DATA.md): guests read it on /catalog/data-literacy.
                  {
                    ...lesson('bar-and-line-charts', 'Bar and line charts', 12),
                    freePreview: true,
                  },
                  lesson('misleading-axes', 'Misleading axes', 18),
                ],
                'Working with tables': [
                  lesson('sorting-and-filtering', 'Sorting and filtering', 15),
                  lesson('averages-and-outliers', 'Averages and outliers', 15),
                  quiz('data-literacy-quiz', 'Data literacy quiz', 20),
                ],
              },
            }),
            course('introduction-to-cybersecurity', 'Introduction to cybersecurity', {
              summary: 'Spot phishing, choose strong passwords and keep your devices safe.',
              status: 'draft',
              labels: ['Mandatory'],
              modules: {
                'Everyday threats': [
                  lesson('recognising-phishing', 'Recognising phishing', 10),
                  lesson('strong-passwords', 'Strong passwords', 20),
                ],
                'Safe devices': [
                  lesson('updates-and-backups', 'Updates and backups', 18),
                  lesson('public-wi-fi', 'Public Wi-Fi', 12),
                ],
              },
            }),
          ],
        },
      ],
    },
  ],
  unlimited: [
    {
      name: 'Essentials',
      categories: [
        {
          name: 'Sales',
          courses: [
            course('customer-conversations', 'Customer conversations', {
              summary: 'Listen well, ask the right questions and turn complaints into trust.',
              status: 'published',
              modules: {
                Listening: [
                  lesson('active-listening', 'Active listening', 15),
                  lesson('asking-open-questions', 'Asking open questions', 15),
                ],
                'Difficult moments': [
                  lesson('handling-complaints', 'Handling complaints', 20),
                  lesson('following-up', 'Following up', 10),
                ],
              },
            }),
            course('sales-fundamentals', 'Sales fundamentals', {
              summary: 'Understand what a customer needs and present an offer that fits.',
              status: 'published',
              modules: {
                'The sales process': [
                  lesson('from-lead-to-customer', 'From lead to customer', 10),
                  lesson('qualifying-leads', 'Qualifying leads', 20),
                ],
                Closing: [
                  lesson('presenting-value', 'Presenting value', 15),
                  lesson('asking-for-the-decision', 'Asking for the decision', 15),
                ],
              },
            }),
          ],
        },
      ],
    },
  ],
};

/** DEMO-DATA.md: content labels on Demo Academy, with a name per language. */
export const LABEL_SEEDS: Record<string, { names: Record<string, string>; color: string }[]> = {
  demo: [
    { names: { en: 'Beginner', nl: 'Beginner', ro: 'Începător' }, color: '#2f6f4f' },
    { names: { en: 'Advanced', nl: 'Gevorderd', ro: 'Avansat' }, color: '#5b3fa8' },
    { names: { en: 'Mandatory', nl: 'Verplicht', ro: 'Obligatoriu' }, color: '#9b2c2c' },
  ],
  unlimited: [],
};

export type ProductSeed = {
  name: string;
  description: string;
  businessModel: BusinessModel;
  billingPeriod?: BillingPeriod;
  trialDays?: number;
  accessMonths?: number;
  coversAllCourses?: boolean;
  /** Course slugs it unlocks (besides everything when coversAllCourses). */
  courses?: string[];
};

/** DEMO-DATA.md "Commerce": the sales catalog "Standard prices" (prices come with commerce). */
export const PRODUCT_SEEDS: Record<string, ProductSeed[]> = {
  demo: [
    {
      name: 'Annual subscription',
      description: 'Every course of the academy for a year, starting with 14 days free.',
      businessModel: 'subscription',
      billingPeriod: 'year',
      trialDays: 14,
      coversAllCourses: true,
    },
    {
      name: 'Data literacy (single course)',
      description: 'The Data literacy course for 12 months.',
      businessModel: 'flat_fee',
      accessMonths: 12,
      courses: ['data-literacy'],
    },
    {
      name: 'Flat fee: all courses',
      description: 'Every course of the academy for 12 months, for one fixed fee.',
      businessModel: 'flat_fee',
      accessMonths: 12,
      coversAllCourses: true,
    },
  ],
  unlimited: [],
};

export type EnrollmentSeed = {
  /** Course slug, on the account's own portal. */
  course: string;
  /** How many of the course's items (in order) are done; all of them completes the course. */
  done: number;
  enrolledDaysAgo: number;
};

/**
 * The named demo accounts' enrolments (DEMO-DATA.md). Stijn has done both lessons of "Reading
 * charts" in Data literacy (2 of its 5 items: 40 %) and completed Project management basics.
 */
export const NAMED_ENROLLMENTS: Record<string, EnrollmentSeed[]> = {
  'student@demo.academy': [
    { course: 'project-management-basics', done: 5, enrolledDaysAgo: 150 },
    { course: 'data-literacy', done: 2, enrolledDaysAgo: 45 },
    { course: 'writing-for-the-web', done: 0, enrolledDaysAgo: 2 },
  ],
  'expired@demo.academy': [{ course: 'time-management', done: 1, enrolledDaysAgo: 210 }],
  'flatfee@demo.academy': [
    { course: 'workplace-safety', done: 4, enrolledDaysAgo: 120 },
    { course: 'writing-for-the-web', done: 1, enrolledDaysAgo: 30 },
  ],
  'hybrid@demo.academy': [
    { course: 'data-literacy', done: 3, enrolledDaysAgo: 90 },
    { course: 'time-management', done: 0, enrolledDaysAgo: 12 },
  ],
  'learner@unlimited.academy': [{ course: 'customer-conversations', done: 2, enrolledDaysAgo: 60 }],
};

/** DEMO-DATA.md: Workplace safety has one open content issue (reported by Fenna Flat). */
export const CONTENT_ISSUE_SEEDS = [
  {
    portal: 'demo',
    course: 'workplace-safety',
    item: 'first-aid-basics',
    category: 'broken_media' as const,
    message: 'The video about the recovery position does not play.',
    reporter: 'flatfee@demo.academy',
    daysAgo: 3,
  },
];
