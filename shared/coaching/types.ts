/**
 * Coaching (SCREENS "Coaching"): assignments, submissions, review tickets, groups and coach
 * mandates. Pure data shared by the Academy API and the app (camelCase here; snake_case on the
 * wire, nested objects included — see shared/quiz/wire.ts).
 */

import type { AssignmentProblemCode } from './assignment-schema';

/** An assignment is done alone or by a group of the course (group_assignments). */
export const ASSIGNMENT_MODES = ['individual', 'group'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** How a coach grades: points out of a maximum, pass or fail, or a rubric of criteria. */
export const GRADING_SCHEMES = ['points', 'pass_fail', 'rubric'] as const;
export type GradingScheme = (typeof GRADING_SCHEMES)[number];

/** One criterion of a rubric: the coach gives 0…maxPoints for it. */
export interface RubricCriterion {
  /** Matches OPTION_ID (`/^[a-z0-9]{1,16}$/`), so it survives the wire's key mapping. */
  id: string;
  title: string;
  description: string;
  maxPoints: number;
}

export const ASSIGNMENT_LIMITS = {
  /** Points scheme: the maximum a coach may give. */
  minMaxPoints: 1,
  maxMaxPoints: 1000,
  /** Rubric: 1–20 criteria of 1–100 points each. */
  minCriteria: 1,
  maxCriteria: 20,
  maxCriterionPoints: 100,
  maxCriterionTitle: 200,
  maxCriterionDescription: 1000,
  /** Pass threshold, % of the maximum (points and rubric schemes). */
  minPassPercent: 0,
  maxPassPercent: 100,
  /** Files attached to one submission. */
  maxFilesPerSubmission: 10,
  /** Rich text fields (SCREENS "The shared rich text editor": 100,000 characters a field). */
  maxRichTextLength: 100_000,
} as const;

/**
 * The threshold we chose for "passed" on the points and rubric schemes: 60 % of the maximum,
 * the same default as a quiz's pass mark (shared/quiz/types.ts DEFAULT_QUIZ_SETTINGS), and an
 * author may change it per assignment (0–100 %).
 */
export const DEFAULT_PASS_PERCENT = 60;

/** An assignment item's settings (the row of `assignments`, one per course item). */
export interface AssignmentSettings {
  /** Sanitised rich text (the shared allowlist). Publishing needs some. */
  instructionsHtml: string;
  /** ISO date-time, or null for no due date. */
  dueAt: string | null;
  mode: AssignmentMode;
  scheme: GradingScheme;
  /** Points scheme: the maximum (1–1000); ignored by the other schemes. */
  maxPoints: number;
  /** Points and rubric schemes: % of the maximum needed to pass (0–100). */
  passPercent: number;
  /** Rubric scheme: the criteria (1–20); ignored by the other schemes. */
  rubric: RubricCriterion[];
}

export const DEFAULT_ASSIGNMENT_SETTINGS: AssignmentSettings = {
  instructionsHtml: '',
  dueAt: null,
  mode: 'individual',
  scheme: 'pass_fail',
  maxPoints: 10,
  passPercent: DEFAULT_PASS_PERCENT,
  rubric: [],
};

/** What a coach gives, per scheme; quiz tickets grade the attempt's open answers. */
export type Grade =
  | { scheme: 'points'; points: number }
  | { scheme: 'pass_fail'; passed: boolean }
  /** criterion id → points (every criterion of the rubric). */
  | { scheme: 'rubric'; criteria: Record<string, number> }
  /** question id → points (every open question of the attempt still pending). */
  | { scheme: 'quiz'; questions: Record<string, number> };

/** A grade worked out: its score out of its maximum and whether that passes. */
export interface GradeOutcome {
  score: number;
  maxScore: number;
  passed: boolean;
}

/**
 * Why a student may not submit an assignment now (the assignment_work resource's
 * `blocked_reason`; null there: they may).
 */
export const BLOCKED_REASONS = [
  'NO_GROUP',
  'GROUP_ASSIGNMENTS_OFF',
  'WAITING_FOR_REVIEW',
  'GRADED',
  'CLOSED',
] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

/** What keeps an assignment from being published (shared/coaching/assignment-schema.ts). */
export const ASSIGNMENT_PROBLEM_CODES = [
  'ASSIGNMENT_WITHOUT_INSTRUCTIONS',
  'GROUP_ASSIGNMENTS_OFF',
  'GROUP_ASSIGNMENT_WITHOUT_GROUPS',
  'RUBRIC_WITHOUT_CRITERIA',
] as const satisfies readonly AssignmentProblemCode[];

/** A submission is one attempt at an assignment, by an account or for a group. */
export const SUBMISSION_STATUSES = ['submitted', 'changes_requested', 'graded'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a review ticket is about: an assignment's submissions, or a quiz attempt's open answers. */
export const TICKET_KINDS = ['assignment', 'quiz'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/**
 * SCREENS "Coaching": new → in review → changes requested → resubmitted → graded → closed.
 * The moves themselves are in shared/coaching/ticket-status.ts.
 */
export const TICKET_STATUSES = [
  'new',
  'in_review',
  'changes_requested',
  'resubmitted',
  'graded',
  'closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A claim lapses after this long without activity on the ticket (the issue: 30 minutes). */
export const CLAIM_TIMEOUT_MS = 30 * 60 * 1000;

/** Groups of a course (group_assignments): 2–10 members, one group per student per course. */
export const GROUP_LIMITS = {
  minMembers: 2,
  maxMembers: 10,
  maxNameLength: 100,
  /** CSV `email,group`: at most this many rows or bytes a file. */
  maxImportRows: 5000,
  maxImportBytes: 1024 * 1024,
} as const;

/**
 * A coach mandate (coach_mandate_approvals): lets a coach act for a student. `expired` is
 * stored once noticed, but an approved mandate past `expiresAt` already counts as expired
 * (shared/coaching/mandates.ts `mandateStatus`).
 */
export const MANDATE_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const MANDATE_LIMITS = {
  /** /admin/settings/approvals: the default duration, 1–3650 days; 365 unless set. */
  minDays: 1,
  maxDays: 3650,
  defaultDays: 365,
  minReason: 3,
  maxReason: 500,
} as const;

/** Queue filters (spec §4 view settings of /coach/tickets). */
export const TICKET_DUE_FILTERS = ['overdue', 'week', 'none'] as const;
export type TicketDueFilter = (typeof TICKET_DUE_FILTERS)[number];
export const TICKET_OWNER_FILTERS = ['mine', 'unassigned'] as const;
export type TicketOwnerFilter = (typeof TICKET_OWNER_FILTERS)[number];
/** Sorts of the queue; `-` in front for descending. */
export const TICKET_SORTS = ['submitted_at', 'due_at', 'updated_at'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
