import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { PackageAnswers, type PackageResult } from './participant-page';

/** A package result of two questions, one right (as the coach's participant page reads it). */
const RESULT = {
  itemId: 'i1',
  courseTitle: 'Fire safety',
  title: 'Fire exits',
  completionStatus: 'completed',
  successStatus: 'failed',
  scoreScaled: 0.5,
  partsDone: 1,
  partsTotal: 1,
  timeSeconds: 120,
  interactionsAnswered: 2,
  interactionsCorrect: 1,
  interactions: [
    {
      part: 'SCO-1',
      id: 'nearest-exit',
      type: 'choice',
      description: 'Which exit is nearest?',
      response: 'b',
      correctResponses: ['b'],
      result: 'correct',
      correct: true,
    },
    {
      part: 'SCO-1',
      id: 'lift-in-fire',
      type: 'true-false',
      description: null,
      response: null,
      correctResponses: [],
      result: 'incorrect',
      correct: false,
    },
  ],
  lastActivityAt: '2026-12-04T10:00:00.000Z',
} satisfies PackageResult;

describe('PackageAnswers: the questions of a package on the coach’s participant page', () => {
  it('counts the right answers and, opened, lists each question with the answer given', () => {
    renderWithProviders(<PackageAnswers result={RESULT} />);
    const summary = screen.getByText('1 of 2 right');
    fireEvent.click(summary);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Which exit is nearest? (right)Answer: bCorrect answer: b',
      'lift-in-fire (wrong)Answer: no answer',
    ]);
  });

  it('in Dutch, and a dash when the package asked nothing', () => {
    const { unmount } = renderWithProviders(<PackageAnswers result={RESULT} />, { locale: 'nl' });
    expect(screen.getByText('1 van 2 goed')).toBeTruthy();
    unmount();
    renderWithProviders(
      <PackageAnswers result={{ ...RESULT, interactionsAnswered: 0, interactions: [] }} />,
    );
    expect(screen.getByText('—')).toBeTruthy();
  });
});
