import { and, arrayContains, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Question, QuizSettings } from '../../shared/quiz/types';
import type { Db } from '../db/database';
import { courseItems, courses, files, questions } from '../db/schema';
import { loadQuizSettings } from './quiz-settings.queries';

/* The question bank of a quiz item (SCREENS "Quizzes"): every function takes the portal. */

export type QuestionInput = Omit<Question, 'id'>;

export type AuthoringQuiz = {
  itemId: string;
  title: string;
  slug: string;
  courseId: string;
  courseTitle: string;
};

/** A quiz item of a course of the portal; null for another portal's, another kind's or none. */
export async function findAuthoringQuiz(
  db: Db,
  params: { portalId: string; itemId: string },
): Promise<AuthoringQuiz | null> {
  const [row] = await db
    .select({
      itemId: courseItems.id,
      title: courseItems.title,
      slug: courseItems.slug,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(
      and(
        eq(courseItems.id, params.itemId),
        eq(courseItems.kind, 'quiz'),
        eq(courses.portalId, params.portalId),
      ),
    );
  return row ?? null;
}

/** A question's columns as selected; `questionOf` makes the Question of them. */
export const questionColumns = {
  id: questions.id,
  prompt: questions.prompt,
  points: questions.points,
  feedback: questions.feedback,
  category: questions.category,
  labels: questions.labels,
  definition: questions.definition,
  imageFileId: questions.imageFileId,
  imageAlt: questions.imageAlt,
};

type QuestionRow = {
  [K in keyof typeof questionColumns]: (typeof questionColumns)[K]['_']['data'] | null;
} & Omit<Question, 'image'>;

/** A selected row as a Question: its image only while its file is there (set null on delete). */
export function questionOf(row: QuestionRow): Question {
  const { imageFileId, imageAlt, ...question } = row;
  return {
    ...question,
    image: imageFileId ? { fileId: imageFileId, alt: imageAlt ?? '' } : null,
  };
}

/** A question's image as its two columns (undefined: not changed). */
const imageColumns = (image: Question['image']) =>
  image === undefined
    ? {}
    : { imageFileId: image?.fileId ?? null, imageAlt: image ? image.alt : null };

const ofQuiz = (params: { portalId: string; itemId: string }) =>
  and(eq(questions.portalId, params.portalId), eq(questions.quizItemId, params.itemId));

/** A quiz's questions in their order. */
export async function listQuizQuestions(
  db: Db,
  params: { portalId: string; itemId: string },
): Promise<Question[]> {
  const rows = await db
    .select(questionColumns)
    .from(questions)
    .where(ofQuiz(params))
    .orderBy(asc(questions.position), asc(questions.id));
  return rows.map(questionOf);
}

/** One question of the quiz; null for another quiz's or portal's. */
export async function findQuizQuestion(
  db: Db,
  params: { portalId: string; itemId: string; questionId: string },
): Promise<Question | null> {
  const [row] = await db
    .select(questionColumns)
    .from(questions)
    .where(and(ofQuiz(params), eq(questions.id, params.questionId)));
  return row ? questionOf(row) : null;
}

const rowOf = (portalId: string, itemId: string, question: QuestionInput) => ({
  portalId,
  quizItemId: itemId,
  type: question.definition.type,
  prompt: question.prompt,
  points: question.points,
  feedback: question.feedback,
  category: question.category,
  labels: question.labels,
  definition: question.definition,
  ...imageColumns(question.image),
});

/** Holds the quiz item's row until the transaction ends: its question list changes alone. */
async function lockQuiz(tx: Db, itemId: string) {
  await tx
    .select({ id: courseItems.id })
    .from(courseItems)
    .where(eq(courseItems.id, itemId))
    .for('update');
}

/** The position after the quiz's last question (a subquery: two adds at once both land). */
const nextPosition = (db: Db, params: { portalId: string; itemId: string }) =>
  db
    .select({ p: sql`coalesce(${max(questions.position)} + 1, 0)` })
    .from(questions)
    .where(ofQuiz(params));

/** Appends questions in the given order, all or none (one transaction). */
export async function appendQuizQuestions(
  db: Db,
  params: {
    portalId: string;
    itemId: string;
    questions: QuestionInput[];
    /** The rows of images an import stored, inserted in the same transaction. */
    imageFiles?: (typeof files.$inferInsert)[];
  },
): Promise<Question[]> {
  if (params.questions.length === 0) return [];
  return db.transaction(async (tx) => {
    // One writer at a time per quiz, so two imports do not interleave their positions.
    await lockQuiz(tx, params.itemId);
    if (params.imageFiles?.length) await tx.insert(files).values(params.imageFiles);
    const [last] = await nextPosition(tx, params);
    const first = Number(last?.p ?? 0);
    const rows = await tx
      .insert(questions)
      .values(
        params.questions.map((question, i) => ({
          ...rowOf(params.portalId, params.itemId, question),
          position: first + i,
        })),
      )
      .returning(questionColumns);
    return rows.map(questionOf);
  });
}

/** One question at the end of the quiz. */
export async function addQuizQuestion(
  db: Db,
  params: { portalId: string; itemId: string; question: QuestionInput },
): Promise<Question> {
  const [row] = await appendQuizQuestions(db, { ...params, questions: [params.question] });
  if (!row) throw new Error('Adding a question returned no row');
  return row;
}

/** Writes the given fields of a question (a definition replaces the old one and its type). */
export async function updateQuizQuestion(
  db: Db,
  params: {
    portalId: string;
    itemId: string;
    questionId: string;
    changes: Partial<QuestionInput>;
  },
): Promise<Question | null> {
  const { definition, image, ...rest } = params.changes;
  const [row] = await db
    .update(questions)
    .set({
      ...rest,
      ...(definition ? { definition, type: definition.type } : {}),
      ...imageColumns(image),
      updatedAt: sql`now()`,
    })
    .where(and(ofQuiz(params), eq(questions.id, params.questionId)))
    .returning(questionColumns);
  return row ? questionOf(row) : null;
}

/** Removes a question; false when the quiz has no such question. */
export async function deleteQuizQuestion(
  db: Db,
  params: { portalId: string; itemId: string; questionId: string },
): Promise<boolean> {
  const rows = await db
    .delete(questions)
    .where(and(ofQuiz(params), eq(questions.id, params.questionId)))
    .returning({ id: questions.id });
  return rows.length > 0;
}

/**
 * Puts the quiz's questions in the order of `ids`, which must name every question of the quiz
 * exactly once: false (nothing written) when the quiz's questions are not those.
 */
export async function reorderQuizQuestions(
  db: Db,
  params: { portalId: string; itemId: string; ids: string[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockQuiz(tx, params.itemId);
    const current = await tx.select({ id: questions.id }).from(questions).where(ofQuiz(params));
    const sent = new Set(params.ids);
    if (
      sent.size !== params.ids.length ||
      current.length !== params.ids.length ||
      !current.every((row) => sent.has(row.id))
    ) {
      return false;
    }
    if (params.ids.length === 0) return true;
    const values = sql.join(
      params.ids.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${questions} set position = v.p, updated_at = now()
      from (values ${values}) as v(id, p)
      where ${questions.id} = v.id and ${questions.quizItemId} = ${params.itemId}::uuid
        and ${questions.portalId} = ${params.portalId}::uuid`);
    return true;
  });
}

/**
 * The questions a random draw picks from: with a draw and a pool filter, the portal's
 * questions of that category and/or label; otherwise the quiz's own.
 */
function poolCondition(params: {
  portalId: string;
  itemId: string;
  settings: Pick<QuizSettings, 'drawCount' | 'poolCategory' | 'poolLabel'>;
}) {
  const { drawCount, poolCategory, poolLabel } = params.settings;
  if (drawCount === null || (!poolCategory && !poolLabel)) return ofQuiz(params);
  return and(
    eq(questions.portalId, params.portalId),
    poolCategory ? eq(questions.category, poolCategory) : undefined,
    poolLabel ? arrayContains(questions.labels, [poolLabel]) : undefined,
  );
}

export async function quizPoolSize(
  db: Db,
  params: { portalId: string; itemId: string; settings: QuizSettings },
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(poolCondition(params));
  return row?.n ?? 0;
}

/** The categories and labels in use in the portal's question bank (the pool's choices). */
export async function questionBankChoices(
  db: Db,
  params: { portalId: string },
): Promise<{ categories: string[]; labels: string[] }> {
  const [categoryRows, labelRows] = await Promise.all([
    db
      .selectDistinct({ value: questions.category })
      .from(questions)
      .where(and(eq(questions.portalId, params.portalId), ne(questions.category, '')))
      .orderBy(asc(questions.category)),
    db
      .selectDistinct({ value: sql<string>`unnest(${questions.labels})` })
      .from(questions)
      .where(eq(questions.portalId, params.portalId))
      .orderBy(sql`1`),
  ]);
  return {
    categories: categoryRows.map((row) => row.value),
    labels: labelRows.map((row) => row.value),
  };
}

/** What the publish check needs of each quiz item: its questions, draw and pool. */
export type QuizPublishFacts = {
  questionCount: number;
  drawCount: number | null;
  poolSize: number;
};

export async function quizPublishFacts(
  db: Db,
  params: { portalId: string; itemIds: string[] },
): Promise<Map<string, QuizPublishFacts>> {
  const facts = new Map<string, QuizPublishFacts>();
  if (params.itemIds.length === 0) return facts;
  const counted = await db
    .select({ itemId: questions.quizItemId, n: count() })
    .from(questions)
    .where(
      and(eq(questions.portalId, params.portalId), inArray(questions.quizItemId, params.itemIds)),
    )
    .groupBy(questions.quizItemId);
  const counts = new Map(counted.map((row) => [row.itemId, row.n]));
  await Promise.all(
    params.itemIds.map(async (itemId) => {
      const settings = await loadQuizSettings(db, { portalId: params.portalId, itemId });
      const questionCount = counts.get(itemId) ?? 0;
      const pooled = settings.drawCount !== null && (settings.poolCategory || settings.poolLabel);
      const poolSize = pooled
        ? await quizPoolSize(db, { portalId: params.portalId, itemId, settings })
        : questionCount;
      facts.set(itemId, { questionCount, drawCount: settings.drawCount, poolSize });
    }),
  );
  return facts;
}
