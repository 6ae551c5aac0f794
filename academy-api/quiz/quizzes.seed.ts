import { and, count, eq } from 'drizzle-orm';
import {
  DEFAULT_QUIZ_SETTINGS,
  type QuestionDefinition,
  type QuizOption,
  type QuizSettings,
} from '../../shared/quiz/types';
import type { Db } from '../db/database';
import { courseItems, courses, questions, quizzes } from '../db/schema';

type QuestionSeed = {
  prompt: string;
  feedback: string;
  labels: string[];
  definition: QuestionDefinition;
};

/**
 * DEMO-DATA.md: the "Data literacy quiz" draws 5 questions from a pool of 8, pass mark 60 %.
 * One question at a time; afterwards the student sees everything.
 */
export const DATA_LITERACY_QUIZ_SETTINGS: QuizSettings = {
  ...DEFAULT_QUIZ_SETTINGS,
  passMark: 60,
  drawCount: 5,
  layout: 'one',
  showAfterwards: ['score', 'correctness', 'correct_answers', 'feedback'],
};

/** Choice options with the ids a, b, c… in the order given. */
const lettered = (...texts: string[]): QuizOption[] =>
  texts.map((text, index) => ({ id: String.fromCharCode(97 + index), text }));

/** Ordering items in the correct order, each with its text in lower case as its id. */
const ordered = (...texts: string[]): QuizOption[] =>
  texts.map((text) => ({ id: text.toLowerCase(), text }));

/** The 8 questions of the Data literacy quiz, one point each, on the course's four lessons. */
export const DATA_LITERACY_QUESTIONS: QuestionSeed[] = [
  {
    prompt:
      'You want to show how the number of weekly website visits developed over the past year. ' +
      'Which chart suits this best?',
    feedback:
      'A line chart follows a change along a continuous scale such as time. With 52 weekly ' +
      'values, the slope of the line is the message; bars would turn it into a comb.',
    labels: ['Charts'],
    definition: {
      type: 'single_choice',
      options: lettered(
        'A line chart with the weeks on the x-axis',
        'A bar chart with the bars sorted by value',
        'A pie chart with one slice per week',
        'A bar chart of the yearly total',
      ),
      correct: 'a',
    },
  },
  {
    prompt: 'Which of these can make a chart misleading? Select every one that applies.',
    feedback:
      'A bar chart whose value axis starts far above zero, a second y-axis with a freely chosen ' +
      'scale and uneven time intervals all distort the picture. Clear axis labels and a ' +
      'source are what an honest chart has.',
    labels: ['Charts'],
    definition: {
      type: 'multiple_choice',
      options: lettered(
        'A bar chart whose value axis starts at 95 instead of 0',
        'Two y-axes, each with a scale chosen to make the lines move together',
        'The years 2010, 2020, 2022, 2023 and 2024 placed at equal distances',
        'Axis labels that name the unit, such as "orders per month"',
        'The source and the date of the data below the chart',
      ),
      correct: ['a', 'b', 'c'],
      scoring: 'proportional',
    },
  },
  {
    prompt:
      'A line chart of a share price may start its value axis well above zero, as long as the ' +
      'axis is clearly labelled.',
    feedback:
      'True. Readers judge the slope and position of a line, not its length, and starting at ' +
      'zero would hide the small changes that matter. Bar charts, however, must start at zero.',
    labels: ['Charts'],
    definition: { type: 'true_false', correct: true },
  },
  {
    prompt:
      'A colleague sorts a column of sales figures from smallest to largest, but the figures ' +
      'are stored as text. What happens?',
    feedback:
      'Numbers stored as text sort like words, character by character, so "9,800" ends up ' +
      'after "15,100". Convert the column to numbers first.',
    labels: ['Tables'],
    definition: {
      type: 'single_choice',
      options: lettered(
        'They sort like words, so "9,800" ends up after "15,100"',
        'The spreadsheet turns them into numbers and sorts them as numbers',
        'Only the sorted column moves; the other columns stay where they were',
        'The column cannot be sorted at all',
      ),
      correct: 'a',
    },
  },
  {
    prompt:
      'Seven parcels took 3, 5, 2, 4, 30, 3 and 4 days to arrive. What is the median delivery ' +
      'time in days?',
    feedback:
      'Sorted, the times are 2, 3, 3, 4, 4, 5 and 30: the middle (fourth) value is 4. The mean ' +
      'is about 7.3 days, pulled up by the single parcel that took 30 days.',
    labels: ['Tables'],
    definition: { type: 'numeric', value: 4, tolerance: 0 },
  },
  {
    prompt:
      'Which kind of average is the value that occurs most often, such as the most common ' +
      'complaint type? Answer in one word.',
    feedback:
      'The mode. The mean adds everything up and divides; the median is the middle value once ' +
      'the values are sorted.',
    labels: ['Tables'],
    definition: { type: 'short_answer', accepted: ['mode', 'the mode'], caseSensitive: false },
  },
  {
    prompt:
      'February sales per region were: North €13,900, South €8,700, East €14,200 and West ' +
      '€11,300. Put the regions in order from the highest to the lowest sales.',
    feedback:
      'Sorted from high to low: East (€14,200), North (€13,900), West (€11,300) and South ' +
      '(€8,700). Sorting the whole table by the sales column shows the ranking at once.',
    labels: ['Tables'],
    definition: {
      type: 'ordering',
      items: ordered('East', 'North', 'West', 'South'),
    },
  },
  {
    prompt: 'Match each question to the chart or technique that answers it best.',
    feedback:
      'Bars compare separate categories, lines show change over time, the median describes a ' +
      'typical value when there are outliers, and a filter keeps only the rows you need.',
    labels: ['Charts', 'Tables'],
    definition: {
      type: 'matching',
      pairs: [
        {
          id: 'depts',
          left: 'Which of five departments spent the most last year?',
          right: 'A bar chart sorted by value',
        },
        {
          id: 'trend',
          left: 'How did daily sign-ups develop over the past year?',
          right: 'A line chart',
        },
        {
          id: 'typical',
          left: 'What does a typical order look like when one order is huge?',
          right: 'The median',
        },
        {
          id: 'month',
          left: 'Which rows of the sales table concern February only?',
          right: 'A filter on the Month column',
        },
      ],
    },
  },
];

const CATEGORY = 'Data literacy';

/**
 * Seeds the quizzes of DEMO-DATA.md (idempotent): the Data literacy quiz's settings and its
 * question pool. A quiz that has questions already keeps them (a second run adds nothing).
 */
export async function seedQuizzes(
  db: Db,
  portalIds: Map<string, string>,
  _accountIds: Map<string, string>,
): Promise<void> {
  const portalId = portalIds.get('demo');
  if (!portalId) return;
  const [item] = await db
    .select({ id: courseItems.id })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(
      and(
        eq(courses.portalId, portalId),
        eq(courses.slug, 'data-literacy'),
        eq(courseItems.slug, 'data-literacy-quiz'),
        eq(courseItems.kind, 'quiz'),
      ),
    );
  if (!item) return;
  await db
    .insert(quizzes)
    .values({ itemId: item.id, portalId, settings: DATA_LITERACY_QUIZ_SETTINGS })
    .onConflictDoNothing();
  const [existing] = await db
    .select({ n: count() })
    .from(questions)
    .where(eq(questions.quizItemId, item.id));
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(questions).values(
    DATA_LITERACY_QUESTIONS.map((seed, position) => ({
      portalId,
      quizItemId: item.id,
      position,
      type: seed.definition.type,
      prompt: seed.prompt,
      points: 1,
      feedback: seed.feedback,
      category: CATEGORY,
      labels: seed.labels,
      definition: seed.definition,
    })),
  );
}
