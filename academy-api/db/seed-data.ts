import type { BusinessModel, PortalInformation } from './schema';

/** The demo data of /work/shared/DEMO-DATA.md: tests and people rely on these exact values. */
export const DEMO_PASSWORD = 'academy-demo';

const DEMO_FEATURES = [
  'account_files',
  'portfolio_feature',
  'qualifications-report',
  'review-tickets',
  'coach_mandate_approvals',
  'account-support',
  'group_assignments',
  'random-quizzes',
  'quiz-import',
  'catalog-categories',
  'lti',
  'portals',
];

export type PortalSeed = {
  key: string;
  name: string;
  domains: string[];
  languages: { locale: string; overrides?: Record<string, string> }[]; // primary first
  information: PortalInformation;
  features: string[];
  logoUrl: string;
  primaryColor: string;
  /** Theme assets: a favicon and extra stylesheets, paths of the app's public folder. */
  favicon?: string;
  styles?: string[];
};

export const PORTALS: PortalSeed[] = [
  {
    key: 'demo',
    name: 'Demo Academy',
    domains: ['localhost', '127.0.0.1', 'demo.localhost'],
    languages: [
      { locale: 'nl' },
      { locale: 'en', overrides: { 'catalog.title': 'Course catalogue' } },
      { locale: 'ro' },
    ],
    information: { knowledge_base_url: 'https://help.example.org/academy', zendesk_chat_id: null },
    features: DEMO_FEATURES,
    logoUrl: '/portal-assets/demo-logo.svg',
    primaryColor: 'rgb(113,72,229)',
  },
  {
    key: 'unlimited',
    name: 'Unlimited Learning',
    domains: ['unlimited.localhost'],
    languages: [{ locale: 'en' }, { locale: 'nl' }],
    information: { knowledge_base_url: null, zendesk_chat_id: null },
    features: ['account_files', 'catalog-categories', 'random-quizzes'],
    logoUrl: '/portal-assets/unlimited-logo.svg',
    primaryColor: 'rgb(14,124,102)',
    favicon: '/portal-assets/unlimited-favicon.svg',
    styles: ['/portal-assets/unlimited-theme.css'],
  },
];

export const ENTITIES: { portal: string; name: string; businessModels: BusinessModel[] }[] = [
  { portal: 'demo', name: 'Demo Academy', businessModels: [] },
  { portal: 'demo', name: 'Acme Learning BV', businessModels: ['subscription'] },
  { portal: 'demo', name: 'Flat Fee Group', businessModels: ['flat_fee'] },
  { portal: 'unlimited', name: 'Unlimited Partners', businessModels: ['in_plan'] },
];

export type AccountSeed = {
  email: string;
  fullName: string;
  roles: string[];
  portal: string;
  entity: string;
  locale: string;
  /** active: paid, running; expired: paid, ended 10 days ago; undefined: no subscription. */
  subscription?: 'active' | 'expired';
  phoneNumber?: string;
  primaryCoach?: string; // e-mail of the coach
  headline?: string;
  /** The profile's bio (plain text); a generic line when not given. */
  bio?: string;
  links?: { label: string; url: string }[];
  /** Private unless given (the profile's default). */
  visibility?: 'private' | 'portal';
};

const demo = { portal: 'demo', locale: 'nl' } as const;

export const ACCOUNTS: AccountSeed[] = [
  {
    ...demo,
    email: 'admin@demo.academy',
    fullName: 'Ada Admin',
    roles: ['academy_admin', 'academy_support'],
    entity: 'Demo Academy',
    headline: 'Academy administrator',
  },
  {
    ...demo,
    email: 'support@demo.academy',
    fullName: 'Sam Support',
    roles: ['academy_support'],
    entity: 'Demo Academy',
    headline: 'Support desk',
  },
  {
    ...demo,
    email: 'author@demo.academy',
    fullName: 'Alex Author',
    roles: ['academy_author'],
    entity: 'Demo Academy',
    headline: 'Course author',
  },
  {
    ...demo,
    email: 'sales@demo.academy',
    fullName: 'Sven Sales',
    roles: ['academy_sales'],
    entity: 'Demo Academy',
    headline: 'Sales',
  },
  {
    ...demo,
    email: 'marketing@demo.academy',
    fullName: 'Mia Marketing',
    roles: ['academy_marketing'],
    entity: 'Demo Academy',
    headline: 'Marketing',
  },
  {
    ...demo,
    email: 'coach@demo.academy',
    fullName: 'Cora Coach',
    roles: ['coach'],
    entity: 'Demo Academy',
    phoneNumber: '+31 20 555 0142',
    headline: 'Learning coach for project management and digital skills',
    bio:
      'I coach professionals through project management, writing and data courses. ' +
      'Book a call whenever you are stuck: we will look at your progress together and ' +
      'plan the next step.\n\nTen years of experience as a project lead in healthcare IT.',
    links: [{ label: 'Book a coaching call', url: 'https://example.org/cora-coach' }],
    visibility: 'portal',
  },
  {
    ...demo,
    email: 'hybrid@demo.academy',
    fullName: 'Hugo Hybrid',
    roles: ['coach', 'student'],
    entity: 'Acme Learning BV',
    subscription: 'active',
    headline: 'Coach and student',
  },
  {
    ...demo,
    email: 'student@demo.academy',
    fullName: 'Stijn Student',
    roles: ['student'],
    entity: 'Acme Learning BV',
    subscription: 'active',
    primaryCoach: 'coach@demo.academy',
    headline: 'Student at Acme Learning',
  },
  {
    ...demo,
    email: 'expired@demo.academy',
    fullName: 'Eva Expired',
    roles: ['student'],
    entity: 'Acme Learning BV',
    subscription: 'expired',
    primaryCoach: 'coach@demo.academy',
  },
  {
    ...demo,
    email: 'flatfee@demo.academy',
    fullName: 'Fenna Flat',
    roles: ['student'],
    entity: 'Flat Fee Group',
  },
  {
    portal: 'unlimited',
    locale: 'en',
    email: 'learner@unlimited.academy',
    fullName: 'Lars Learner',
    roles: ['student'],
    entity: 'Unlimited Partners',
    subscription: 'active',
  },
];

/** Ada Admin's pinned accounts (preference admin_account_pins), in this order. */
export const ADMIN_PINS = {
  owner: 'admin@demo.academy',
  accounts: ['student@demo.academy', 'expired@demo.academy', 'hybrid@demo.academy'],
};

const PLAIN_STUDENT_NAMES = [
  'Anouk Bakker',
  'Bram de Vries',
  'Chloé Janssen',
  'Daan Visser',
  'Emma Smit',
  'Finn Meijer',
  'Gwen de Boer',
  'Hamza El Amrani',
  'Iris Mulder',
  'Jesse de Groot',
  'Kiki Bos',
  'Lucas Vos',
  'Mila Peters',
  'Noah Hendriks',
  'Olivia van Dijk',
  'Pieter Dekker',
  'Quinty Brouwer',
  'Ruben de Wit',
  'Sara Dijkstra',
  'Thijs Smits',
  'Umut Yilmaz',
  'Vera de Graaf',
  'Wouter van der Meer',
  'Xander Kok',
  'Yara Jacobs',
  'Zoë de Haan',
  'Ahmed Benali',
  'Bente Vermeulen',
  'Cas van den Berg',
  'Dewi Schouten',
  'Elif Kaya',
  'Floris van Leeuwen',
  'Guusje Willems',
  'Hidde Hoekstra',
  'Ilse Koster',
  'Joris Prins',
  'Lotte Maas',
  'Milan Verbeek',
  'Nina Kuipers',
  'Oscar van Beek',
];

/** 40 plain students on Acme Learning BV with active subscriptions, for lists to page through. */
export const PLAIN_STUDENTS: AccountSeed[] = PLAIN_STUDENT_NAMES.map((fullName) => ({
  ...demo,
  fullName,
  email: `${fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@acme-learning.example`,
  roles: ['student'],
  entity: 'Acme Learning BV',
  subscription: 'active',
}));
