'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { hasAnswerFeedback } from '@/lib/quiz-editor/drafts';
import { authoringKeys } from '@/lib/resources/authoring';
import { type QuizProblem, quizEditorQuery } from '@/lib/resources/quiz-editor';
import { ImportSection } from './import-section';
import { QuestionsSection } from './questions-section';
import { SettingsSection } from './settings-section';
import '@/components/forms/forms.css';
import './quiz-editor.css';

/**
 * A quiz item's editor inside the course editor (SCREENS "Quizzes"; docs/quizzes-api.md
 * "Authoring a quiz"): what keeps it from being taken, its settings (saved as you change
 * them), its questions, and CSV import/export where `quiz-import` is on.
 */
export function QuizEditor({ itemId }: { itemId: string }) {
  const query = useQuery(quizEditorQuery(itemId));
  usePublishChecklistSync(query.data);
  if (!query.data) {
    return <QueryPending query={query} />;
  }
  const quiz = query.data;
  return (
    <div className="quiz-editor">
      <Problems problems={quiz.problems} />
      <SettingsSection itemId={itemId} quiz={quiz} />
      <QuestionsSection itemId={itemId} quiz={quiz} />
      {quiz.features.quizImport && (
        <ImportSection
          itemId={itemId}
          imageCount={quiz.questions.filter((question) => question.image).length}
          answerFeedbackCount={quiz.questions.filter(hasAnswerFeedback).length}
        />
      )}
    </div>
  );
}

/** The API's `problems` (e.g. POOL_TOO_SMALL), its own localized words; read out as they change. */
function Problems({ problems }: { problems: QuizProblem[] }) {
  const t = useTranslations('quizEditor');
  return (
    <div role="status" aria-live="polite">
      {problems.length > 0 && (
        <div className="quiz-editor-problems">
          <p className="quiz-editor-problems-title">{t('problems.title')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.code}:${problem.detail}`}>{problem.detail || problem.code}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The course editor's Publish checklist counts each quiz's questions and pool from the course
 * it loaded; when they change here, that course is read again so the checklist follows.
 */
function usePublishChecklistSync(
  quiz:
    | { questions: unknown[]; poolSize: number; settings: { drawCount: number | null } }
    | undefined,
) {
  const client = useQueryClient();
  const signature = quiz
    ? `${quiz.questions.length}:${quiz.poolSize}:${quiz.settings.drawCount ?? ''}`
    : null;
  const last = useRef(signature);
  useEffect(() => {
    if (signature === null || last.current === signature) return;
    const first = last.current === null;
    last.current = signature;
    if (!first) void client.invalidateQueries({ queryKey: authoringKeys.editors() });
  }, [signature, client]);
}
