import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerModeProvider } from '@/components/player/player-mode';
import { errorDocument } from '@/lib/api/errors';
import { previewDone, resetPreview } from '@/lib/player/preview-progress';
import { queueStorageKey } from '@/lib/quiz/answer-queue';
import { courseKeys } from '@/lib/resources/courses';
import type { PublicQuestion } from '@/shared/quiz/types';
import { toWire } from '@/shared/quiz/wire';
import { buildDocument } from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { QuizPanel } from './quiz-panel';

vi.mock('next/navigation', () => ({
  usePathname: () => '/courses/data-literacy/data-literacy-quiz',
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

const COURSE = 'data-literacy';
const ITEM = 'i-quiz';
const ATTEMPT = 'att-1';
const PREVIEW_COURSE = 'c-preview';
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A draw of questions as the API shows them during an attempt: never the key. */
const QUESTIONS: PublicQuestion[] = [
  {
    id: uuid(1),
    prompt: 'Which chart shows a change over time best?',
    points: 1,
    body: {
      type: 'single_choice',
      options: [
        { id: 'b', text: 'A pie chart' },
        { id: 'a', text: 'A line chart' },
      ],
    },
  },
  {
    id: uuid(2),
    prompt: 'A bar chart must start at zero.',
    points: 1,
    body: { type: 'true_false' },
  },
  {
    id: uuid(3),
    prompt: 'What is the median of 2, 3, 4, 5 and 30?',
    points: 2,
    body: { type: 'numeric' },
  },
  {
    id: uuid(4),
    prompt: 'Put the regions from the highest to the lowest sales.',
    points: 1,
    body: {
      type: 'ordering',
      items: [
        { id: 'i1', text: 'West' },
        { id: 'i2', text: 'East' },
        { id: 'i3', text: 'North' },
      ],
    },
  },
];

type Attributes = Record<string, unknown>;
const resource = (type: string, id: string, attributes: Attributes) => ({
  type,
  id,
  attributes: toWire<Attributes>(attributes),
});

function summaryAttributes(overrides: Attributes = {}): Attributes {
  return {
    title: 'Data literacy quiz',
    passMark: 60,
    maxAttempts: null,
    timeLimitMinutes: null,
    layout: 'all',
    questionCount: QUESTIONS.length,
    maxScore: null,
    attemptsUsed: 0,
    attemptsLeft: null,
    bestPercent: null,
    passed: false,
    openAttemptId: null,
    attempts: [],
    ...overrides,
  };
}

const GRADED = {
  status: 'submitted',
  submittedAt: '2026-03-01T10:20:00.000Z',
  submittedBy: 'student',
  score: 3,
  maxScore: 5,
  percent: 60,
  passed: true,
  pendingReview: false,
  passMark: 60,
  results: [
    {
      questionId: uuid(1),
      points: 1,
      score: 1,
      correct: true,
      pending: false,
      feedback: 'Lines follow time.',
      // The chosen answer's own feedback (issue 41).
      answerFeedback: [{ option: 'a', feedback: 'Its slope shows the change.' }],
      correctAnswer: {
        type: 'single_choice',
        options: [
          { id: 'a', text: 'A line chart' },
          { id: 'b', text: 'A pie chart' },
        ],
        correct: 'a',
      },
    },
    {
      questionId: uuid(2),
      points: 1,
      score: 0,
      correct: false,
      pending: false,
      correctAnswer: { type: 'true_false', correct: true },
    },
    {
      questionId: uuid(3),
      points: 2,
      score: 2,
      correct: true,
      pending: false,
      correctAnswer: { type: 'numeric', value: 4, tolerance: 0 },
    },
    { questionId: uuid(4), points: 1, score: 0, correct: false, pending: false },
  ],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The quiz's API as the player uses it; `offline` makes every request fail like a lost network. */
function installQuizApi(
  options: { summary?: Attributes; attempt?: Attributes; summaryStatus?: number } = {},
) {
  const calls: Call[] = [];
  const state = {
    offline: false,
    /** Answers saved while true wait (the save in flight) until releaseSaves(). */
    holdSaves: false,
    held: [] as (() => void)[],
    answers: {} as Record<string, unknown>,
    submitted: false,
    submitBody: null as unknown,
  };
  const attempt = (): Attributes => ({
    number: 1,
    status: 'in_progress',
    startedAt: '2026-03-01T10:00:00.000Z',
    deadlineAt: null,
    submittedAt: null,
    submittedBy: null,
    layout: 'all',
    serverNow: new Date().toISOString(),
    questions: QUESTIONS,
    answers: state.answers,
    ...options.attempt,
    ...(state.submitted ? GRADED : {}),
  });
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const attemptDocument = () => buildDocument(resource('quiz_attempts', ATTEMPT, attempt()));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (state.offline) throw new TypeError('Failed to fetch');
      // Student view's API answers as the student's does (its attempt lives in the page).
      const path = url.pathname
        .replace(`/courses/${PREVIEW_COURSE}/preview/`, `/courses/${COURSE}/`)
        .replace(`/quizzes/${ITEM}/attempts/${ATTEMPT}/`, `/../quiz_attempts/${ATTEMPT}/`)
        .replace(/\/courses\/[^/]+\/\.\.\//, '/');
      if (path === `/api/v1/courses/${COURSE}/quizzes/${ITEM}` && method === 'GET') {
        if (options.summaryStatus) {
          return json(
            errorDocument(options.summaryStatus, 'NOT_ENROLLED', 'Not enrolled'),
            options.summaryStatus,
          );
        }
        return json(buildDocument(resource('quizzes', ITEM, summaryAttributes(options.summary))));
      }
      if (path === `/api/v1/courses/${COURSE}/quizzes/${ITEM}/attempts` && method === 'POST') {
        return json(attemptDocument(), 201);
      }
      if (path === `/api/v1/quiz_attempts/${ATTEMPT}`) {
        if (method === 'PATCH') {
          if (state.holdSaves) await new Promise<void>((resolve) => state.held.push(resolve));
          state.answers = { ...state.answers, ...body.data.attributes.answers };
        }
        return json(attemptDocument());
      }
      if (path === `/api/v1/quiz_attempts/${ATTEMPT}/submit` && method === 'POST') {
        state.submitBody = body;
        // The final answers are merged first.
        state.answers = { ...state.answers, ...body?.data?.attributes?.answers };
        state.submitted = true;
        return json(attemptDocument());
      }
      return json(errorDocument(404, 'NOT_FOUND', 'Not found'), 404);
    }),
  );
  return {
    calls,
    state,
    patches: () => calls.filter((call) => call.method === 'PATCH'),
  };
}

const group = (prompt: string) => screen.getByRole('group', { name: prompt });
const startButton = () => screen.findByRole('button', { name: 'Start quiz' });

async function renderAndStart(panel = <QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />) {
  const rendered = renderWithProviders(panel);
  fireEvent.click(await startButton());
  await screen.findByRole('heading', { name: /^Question 1 of 4/ });
  return rendered;
}

describe('taking a quiz', () => {
  beforeEach(() => {
    localStorage.clear();
    toast.error.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the quiz’s facts, then starts: the questions render (no key), focus on the first', async () => {
    const api = installQuizApi();
    const keyWarnings = vi.spyOn(console, 'error');
    renderWithProviders(<QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />);
    await startButton();
    expect(screen.getByText('4 questions per attempt')).toBeTruthy();
    expect(screen.getByText('Pass mark')).toBeTruthy();
    expect(screen.getByText('0 used · unlimited')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();

    fireEvent.click(await startButton());
    const first = await screen.findByRole('heading', { name: /^Question 1 of 4/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(
      api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/attempts')),
    ).toBe(true);

    // Each question is a group named by its prompt, with controls for its type.
    const choice = group('Which chart shows a change over time best?');
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['A pie chart', 'A line chart']);
    expect(within(group('A bar chart must start at zero.')).getAllByRole('radio')).toHaveLength(2);
    const numeric = within(group('What is the median of 2, 3, 4, 5 and 30?')).getByRole('textbox', {
      name: 'What is the median of 2, 3, 4, 5 and 30?',
    });
    expect(numeric.getAttribute('inputmode')).toBe('decimal');
    expect(
      within(group('Put the regions from the highest to the lowest sales.')).getAllByRole(
        'button',
        { name: /^Move down/ },
      ),
    ).toHaveLength(3);
    expect(document.body.textContent).not.toContain('correct');
    expect(
      keyWarnings.mock.calls.filter((args) => String(args[0]).includes('unique "key"')),
    ).toEqual([]);
    keyWarnings.mockRestore();
  });

  it('saves an answer as it changes (one PATCH after a quiet moment) and says so', async () => {
    const api = installQuizApi();
    await renderAndStart();
    const radios = within(group('Which chart shows a change over time best?')).getAllByRole(
      'radio',
    );
    fireEvent.click(radios[1]!);
    fireEvent.change(
      within(group('What is the median of 2, 3, 4, 5 and 30?')).getByRole('textbox'),
      { target: { value: '4,5' } },
    );
    await waitFor(() => expect(api.patches()).toHaveLength(1), { timeout: 2000 });
    expect(api.patches()[0]).toEqual({
      method: 'PATCH',
      path: `/api/v1/quiz_attempts/${ATTEMPT}`,
      body: {
        data: {
          type: 'quiz_attempts',
          attributes: {
            answers: {
              [uuid(1)]: { type: 'single_choice', option: 'a' },
              [uuid(3)]: { type: 'numeric', value: 4.5 },
            },
          },
        },
      },
    });
    await screen.findByText('Saved');
    expect(localStorage.getItem(queueStorageKey(ATTEMPT))).toBeNull();
    expect(screen.getByText('2 of 4 answered')).toBeTruthy();
  });

  it('keeps answers on the device while offline and sends them when the connection returns', async () => {
    const api = installQuizApi();
    await renderAndStart();
    api.state.offline = true;
    fireEvent.click(
      within(group('A bar chart must start at zero.')).getByRole('radio', { name: 'True' }),
    );
    const status = await screen.findByText('Offline — answers kept on this device', undefined, {
      timeout: 2000,
    });
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(JSON.parse(localStorage.getItem(queueStorageKey(ATTEMPT)) ?? '{}')).toEqual({
      [uuid(2)]: { type: 'true_false', value: true },
    });
    fireEvent.click(
      within(group('Which chart shows a change over time best?')).getAllByRole('radio')[0]!,
    );
    await waitFor(() =>
      expect(
        Object.keys(JSON.parse(localStorage.getItem(queueStorageKey(ATTEMPT)) ?? '{}')),
      ).toHaveLength(2),
    );

    api.state.offline = false;
    const before = api.patches().length;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('Saved');
    const sent = api.patches().slice(before);
    expect(sent.at(-1)?.body).toEqual({
      data: {
        type: 'quiz_attempts',
        attributes: {
          answers: {
            [uuid(1)]: { type: 'single_choice', option: 'b' },
            [uuid(2)]: { type: 'true_false', value: true },
          },
        },
      },
    });
    expect(api.state.answers).toEqual({
      [uuid(1)]: { type: 'single_choice', option: 'b' },
      [uuid(2)]: { type: 'true_false', value: true },
    });
    expect(localStorage.getItem(queueStorageKey(ATTEMPT))).toBeNull();
  });

  it('asks before submitting with unanswered questions, then shows the result per question', async () => {
    const api = installQuizApi();
    const { queryClient } = renderWithProviders(
      <QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />,
    );
    // The course's outline, as the player holds it: the quiz not done yet.
    queryClient.setQueryData(courseKeys.detail(COURSE), {
      modules: [{ id: 'm', items: [{ id: ITEM, done: false }] }],
      itemCount: 5,
      doneCount: 2,
      enrollment: { status: 'active', progress: 40 },
    });
    fireEvent.click(await startButton());
    await screen.findByRole('heading', { name: /^Question 1 of 4/ });
    // Not saved yet whatever the machine's speed: a save that starts (600 ms after the answer)
    // stays in flight until after the submit.
    api.state.holdSaves = true;
    fireEvent.click(
      within(group('Which chart shows a change over time best?')).getAllByRole('radio')[1]!,
    );

    const submit = screen.getByRole('button', { name: 'Submit quiz' });
    submit.focus();
    fireEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Submit with unanswered questions?',
    });
    expect(dialog.textContent).toContain('3 questions are not answered yet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit anyway' }));

    const heading = await screen.findByRole('heading', { name: 'Your result' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The answer not saved yet went with the submit.
    expect(api.state.submitBody).toEqual({
      data: {
        type: 'quiz_attempts',
        attributes: { answers: { [uuid(1)]: { type: 'single_choice', option: 'a' } } },
      },
    });
    for (const release of api.state.held) release();
    const result = heading.closest('section')!;
    const fact = (name: string) => within(result).getByText(name).nextElementSibling?.textContent;
    expect(fact('Percentage')).toBe('60 %');
    expect(fact('Score')).toBe('3 of 5 points');
    expect(fact('Result')).toBe('✓ Passed');
    expect(fact('Pass mark')).toBe('60 %');

    const question = (number: number) =>
      within(result).getByRole('article', { name: new RegExp(`^Question ${number}:`) });
    expect(question(1).textContent).toContain('Correct');
    expect(question(1).textContent).toContain('Your answerA line chart');
    expect(question(1).textContent).toContain('FeedbackLines follow time.');
    expect(question(1).textContent).toContain(
      'Feedback on your answerA line chart: Its slope shows the change.',
    );
    expect(question(2).textContent).not.toContain('Feedback on your answer');
    expect(question(2).textContent).toContain('Incorrect');
    expect(question(2).textContent).toContain('Your answerNot answered');
    expect(question(2).textContent).toContain('Correct answerTrue');
    expect(question(3).textContent).toContain('2 of 2 points');
    // The sign beside the word is decoration: the word says it.
    expect(within(question(4)).getByText('✗').getAttribute('aria-hidden')).toBe('true');
    expect(question(4).textContent).not.toContain('Correct answer');

    // A pass ticks the quiz in the outline at once.
    const course = queryClient.getQueryData<{ doneCount: number }>(courseKeys.detail(COURSE));
    expect(course?.doneCount).toBe(3);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('submits without asking when everything is answered, and keeps focus rules in one-at-a-time', async () => {
    installQuizApi({ attempt: { layout: 'one' }, summary: { layout: 'one' } });
    await renderAndStart();
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    const step = (n: number) =>
      within(nav).getByRole('button', { name: new RegExp(`^Question ${n},`) });
    expect(step(1).getAttribute('aria-current')).toBe('step');
    expect(step(1).getAttribute('aria-label')).toBe('Question 1, not answered');
    expect(screen.queryByRole('button', { name: 'Previous question' })).toBeNull();

    fireEvent.click(
      within(group('Which chart shows a change over time best?')).getAllByRole('radio')[0]!,
    );
    expect(step(1).getAttribute('aria-label')).toBe('Question 1, answered');
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    const second = await screen.findByRole('heading', { name: /^Question 2 of 4/ });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(step(2).getAttribute('aria-current')).toBe('step');
    expect(step(1).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));

    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await screen.findByRole('heading', { name: /^Question 3 of 4/ });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '4' } });

    fireEvent.click(step(4));
    const fourth = await screen.findByRole('heading', { name: /^Question 4 of 4/ });
    await waitFor(() => expect(document.activeElement).toBe(fourth));
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
    const down = screen.getByRole('button', { name: 'Move down: West' });
    fireEvent.click(down);
    await screen.findByText('“West” is now at position 2 of 3.');
    expect(
      screen
        .getAllByRole('listitem')
        .filter((item) => item.classList.contains('quiz-order-item'))
        .map((item) => item.querySelector('.quiz-order-text')?.textContent),
    ).toEqual(['East', 'West', 'North']);
    expect(step(4).getAttribute('aria-label')).toBe('Question 4, answered');

    fireEvent.click(screen.getByRole('button', { name: 'Previous question' }));
    await screen.findByRole('heading', { name: /^Question 3 of 4/ });
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('4');

    fireEvent.click(screen.getByRole('button', { name: 'Submit quiz' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await screen.findByRole('heading', { name: 'Your result' });
  });

  it('announces 5 and 1 minute left once each, and submits at 0', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const api = installQuizApi({
      attempt: {
        serverNow: '2026-03-01T10:00:00.000Z',
        deadlineAt: '2026-03-01T10:05:02.000Z',
      },
      summary: { timeLimitMinutes: 20 },
    });
    const { container } = renderWithProviders(
      <QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />,
    );
    expect(await screen.findByText('20 minutes')).toBeTruthy();
    fireEvent.click(await startButton());
    await screen.findByRole('heading', { name: /^Question 1 of 4/ });

    const clock = container.querySelector('.quiz-timer-clock')!;
    const live = container.querySelector('[aria-live="assertive"]')!;
    expect(clock.textContent).toBe('05:02');
    expect(clock.closest('[aria-live]')).toBeNull();
    expect(live.textContent).toBe('');

    const spoken: string[] = [];
    const observer = new MutationObserver(() => spoken.push(live.textContent ?? ''));
    observer.observe(live, { childList: true, characterData: true, subtree: true });
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(clock.textContent).toBe('05:00');
    expect(live.textContent).toBe('5 minutes left');
    await act(async () => vi.advanceTimersByTime(200_000));
    expect(live.textContent).toBe('5 minutes left');
    await act(async () => vi.advanceTimersByTime(40_000));
    expect(clock.textContent).toBe('01:00');
    expect(live.textContent).toBe('1 minute left');
    expect(spoken.filter(Boolean)).toEqual(['5 minutes left', '1 minute left']);

    await act(async () => vi.advanceTimersByTime(60_000));
    await screen.findByRole('heading', { name: 'Your result' });
    expect(api.calls.some((call) => call.path.endsWith('/submit'))).toBe(true);
    observer.disconnect();
  });

  it('continues an open attempt with the answers it has, and the ones this device kept', async () => {
    installQuizApi({
      summary: { openAttemptId: ATTEMPT, attemptsUsed: 1 },
      // Saved before: keyed by the question's uuid, which must survive the JSON:API reading.
      attempt: { answers: { [uuid(1)]: { type: 'single_choice', option: 'a' } } },
    });
    localStorage.setItem(
      queueStorageKey(ATTEMPT),
      JSON.stringify({ [uuid(2)]: { type: 'true_false', value: false } }),
    );
    renderWithProviders(<QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue quiz' }));
    await screen.findByRole('heading', { name: /^Question 1 of 4/ });
    expect((screen.getByRole('radio', { name: 'False' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'A line chart' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('2 of 4 answered')).toBeTruthy();
    // What the device kept goes out at once.
    await screen.findByText('Saved');
  });

  it('lists the attempts and says when none are left', async () => {
    installQuizApi({
      summary: {
        maxAttempts: 2,
        attemptsUsed: 2,
        attemptsLeft: 0,
        bestPercent: 40,
        attempts: [
          {
            id: 'att-2',
            number: 2,
            status: 'submitted',
            startedAt: '2026-02-02T10:00:00.000Z',
            submittedAt: '2026-02-02T10:10:00.000Z',
            percent: 40,
            passed: false,
            pendingReview: false,
          },
          {
            id: 'att-1',
            number: 1,
            status: 'submitted',
            startedAt: '2026-02-01T10:00:00.000Z',
            submittedAt: '2026-02-01T10:10:00.000Z',
            percent: 20,
            passed: false,
            pendingReview: true,
          },
        ],
      },
    });
    renderWithProviders(<QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />);
    const table = await screen.findByRole('table', {
      name: 'Your attempts at this quiz, newest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2', '1']);
    expect(rows[0]!.textContent).toContain('40 %');
    expect(rows[0]!.textContent).toContain('Not passed');
    expect(rows[1]!.textContent).toContain('Awaiting review');
    expect(screen.getByText('2 of 2 used · 0 left')).toBeTruthy();
    expect(screen.getByText('You have used all your attempts at this quiz.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /quiz$/ })).toBeNull();
  });

  it('opens an earlier attempt’s result from the history, fetched, with focus on its heading', async () => {
    const api = installQuizApi({
      summary: {
        attemptsUsed: 1,
        bestPercent: 60,
        passed: true,
        attempts: [
          {
            id: ATTEMPT,
            number: 1,
            status: 'submitted',
            startedAt: '2026-03-01T10:00:00.000Z',
            submittedAt: '2026-03-01T10:20:00.000Z',
            percent: 60,
            passed: true,
            pendingReview: false,
          },
        ],
      },
    });
    api.state.submitted = true;
    renderWithProviders(<QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />);
    fireEvent.click(await screen.findByRole('button', { name: 'View the result of attempt 1' }));
    const heading = await screen.findByRole('heading', { name: 'Your result' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.calls.some((call) => call.path === `/api/v1/quiz_attempts/${ATTEMPT}`)).toBe(true);
  });

  it('asks a student who is not enrolled to enrol, with a link to the course page', async () => {
    installQuizApi({ summaryStatus: 403 });
    renderWithProviders(<QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />);
    await screen.findByText(/Enrol in the course to take this quiz/);
    expect(screen.getByRole('link', { name: 'Go to the course page' }).getAttribute('href')).toBe(
      '/catalog/data-literacy',
    );
    expect(screen.queryByRole('button', { name: 'Start quiz' })).toBeNull();
  });
});

describe('a quiz in student view (issue 43 item 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreview(PREVIEW_COURSE);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is taken through student view’s API: nothing saved on the way, the result kept nowhere and said so', async () => {
    const api = installQuizApi();
    await renderAndStart(
      <PlayerModeProvider mode={{ kind: 'preview', courseId: PREVIEW_COURSE }}>
        <QuizPanel courseSlug={COURSE} itemId={ITEM} enrolled />
      </PlayerModeProvider>,
    );
    fireEvent.click(
      within(group('Which chart shows a change over time best?')).getAllByRole('radio')[1]!,
    );
    // Longer than the answer queue's quiet time: a student's answer would have been PATCHed.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(api.patches()).toEqual([]);
    expect(localStorage.getItem(queueStorageKey(ATTEMPT))).toBeNull();
    expect(screen.queryByText('Saved')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit quiz' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit anyway' }));
    await screen.findByRole('heading', { name: 'Your result' });
    // The answer given before the quiet time went with the submit: nothing held it elsewhere.
    expect(api.state.submitBody).toEqual({
      data: {
        type: 'quiz_attempts',
        attributes: { answers: { [uuid(1)]: { type: 'single_choice', option: 'a' } } },
      },
    });
    expect(
      screen.getByText(
        'Student view: this result is worked out as a student’s would be, and kept nowhere.',
      ),
    ).toBeTruthy();
    const quiz = `/api/v1/courses/${PREVIEW_COURSE}/preview/quizzes/${ITEM}`;
    expect(api.calls.every((call) => call.path.startsWith(quiz))).toBe(true);
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      `${quiz}/attempts`,
      `${quiz}/attempts/${ATTEMPT}/submit`,
    ]);
    // Passed: the quiz is ticked in the tab, as a pass ticks a student's.
    expect(previewDone(PREVIEW_COURSE).has(ITEM)).toBe(true);
  });
});
