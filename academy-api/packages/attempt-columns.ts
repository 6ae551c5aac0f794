import { and, eq, type SQL, sql } from 'drizzle-orm';
import { contentPackageVersions, packageAttemptScos, packageAttempts } from '../db/schema';
import type { Interaction } from './interactions';

/**
 * What every report of package attempts shows beside the attempt's own columns (the authors'
 * report, the coach's participant page): its parts done, the version's parts, the time its
 * SCOs report together, and how many questions (interactions) they report, and answered right. For a select over package_attempts joined with its version.
 */
export function attemptReportColumns(): {
  partsDone: SQL<number>;
  partsTotal: SQL<number>;
  totalSeconds: SQL<number | null>;
  interactionsAnswered: SQL<number>;
  interactionsCorrect: SQL<number>;
} {
  const done = sql<number>`(select count(*)::int from ${packageAttemptScos}
    where ${and(eq(packageAttemptScos.attemptId, packageAttempts.id), eq(packageAttemptScos.done, true))})`;
  const seconds = sql<
    number | null
  >`(select sum(${packageAttemptScos.totalSeconds}) from ${packageAttemptScos}
    where ${eq(packageAttemptScos.attemptId, packageAttempts.id)})::float8`;
  // The questions its SCOs report (interactions.ts), and how many of them were answered right.
  const interactions = (where: SQL) => sql<number>`(select count(*)::int from ${packageAttemptScos},
    jsonb_array_elements(${packageAttemptScos.interactions}) as answered(interaction)
    where ${eq(packageAttemptScos.attemptId, packageAttempts.id)} and ${where})`;
  return {
    partsDone: done,
    interactionsAnswered: interactions(sql`true`),
    interactionsCorrect: interactions(sql`(interaction ->> 'correct')::boolean`),
    partsTotal: sql<number>`jsonb_array_length(${contentPackageVersions.description} -> 'launchables')`,
    totalSeconds: seconds,
  };
}

/**
 * Every question (interaction) an attempt's parts report, each with its part's identifier, part
 * by part in the manifest's order and then as answered. For one learner's page: a list of all
 * attempts reads the counts of attemptReportColumns instead.
 */
export function attemptInteractionsColumn(): SQL<(Interaction & { part: string })[]> {
  return sql`(select coalesce(jsonb_agg(answered.interaction || jsonb_build_object('part', ${packageAttemptScos.identifier})
      order by parts.position, answered.position), '[]'::jsonb)
    from ${packageAttemptScos}
    cross join jsonb_array_elements(${packageAttemptScos.interactions}) with ordinality as answered(interaction, position)
    left join jsonb_array_elements(${contentPackageVersions.description} -> 'launchables') with ordinality as parts(part, position)
      on parts.part ->> 'identifier' = ${packageAttemptScos.identifier}
    where ${eq(packageAttemptScos.attemptId, packageAttempts.id)})`;
}

/**
 * The parts of a cmi5 attempt that an author may waive (cmi5 §9.3.7): its version's AUs that have
 * not met their moveOn, in the course structure's order; none for SCORM.
 */
export function waivablePartsColumn(): SQL<{ identifier: string; title: string }[]> {
  return sql`(case when ${contentPackageVersions.kind} = 'cmi5' then (
    select coalesce(jsonb_agg(jsonb_build_object('identifier', part ->> 'identifier', 'title', part ->> 'title') order by position), '[]'::jsonb)
    from jsonb_array_elements(${contentPackageVersions.description} -> 'launchables') with ordinality as parts(part, position)
    where part ->> 'type' = 'au' and not exists (
      select 1 from ${packageAttemptScos}
      where ${packageAttemptScos.attemptId} = ${packageAttempts.id}
        and ${packageAttemptScos.identifier} = part ->> 'identifier' and ${packageAttemptScos.done}
    )
  ) else '[]'::jsonb end)`;
}

/** A report row's result, under the wire's names (shared/packages/contract.ts attemptResultFields). */
export function attemptResultAttributes(row: {
  completionStatus: string | null;
  successStatus: string | null;
  scoreScaled: number | null;
  partsDone: number;
  partsTotal: number;
  totalSeconds: number | null;
  interactionsAnswered: number;
  interactionsCorrect: number;
}) {
  return {
    completion_status: row.completionStatus,
    success_status: row.successStatus,
    score_scaled: row.scoreScaled,
    parts_done: row.partsDone,
    parts_total: row.partsTotal,
    time_seconds: row.totalSeconds === null ? null : Math.round(row.totalSeconds),
    interactions_answered: row.interactionsAnswered,
    interactions_correct: row.interactionsCorrect,
  };
}
