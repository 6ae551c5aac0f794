'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

export type PickableCourse = {
  id: string;
  title: string;
  summary: string;
  /** Each may be returned alone: its own link, its score sent by itself. */
  quizzes: { id: string; title: string }[];
};

/**
 * Deep linking (issue 38 item 2): the instructor picks a published course, or one of its quizzes
 * alone; the signed
 * LtiDeepLinkingResponse comes back from /lti/tool/deep-link/respond and is posted, as the
 * spec asks, by an auto-submitted form (field `JWT`) to the platform's return URL.
 */
export function DeepLinkPicker({ code, courses }: { code: string; courses: PickableCourse[] }) {
  const t = useTranslations('ltiTool.deepLink');
  const [answer, setAnswer] = useState<{ return_url: string; jwt: string } | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer) form.current?.submit();
  }, [answer]);

  async function pick(courseId: string, itemId?: string) {
    setState('sending');
    const response = await fetch('/lti/tool/deep-link/respond', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ code, course_id: courseId, ...(itemId ? { item_id: itemId } : {}) }),
    }).catch(() => null);
    if (!response?.ok) {
      setState('failed');
      return;
    }
    setAnswer((await response.json()) as { return_url: string; jwt: string });
  }

  if (courses.length === 0) return <p className="muted">{t('none')}</p>;
  return (
    <>
      {state === 'failed' && <p role="alert">{t('failed')}</p>}
      {answer && (
        <form ref={form} method="post" action={answer.return_url}>
          <input type="hidden" name="JWT" value={answer.jwt} />
          <p role="status">{t('returning')}</p>
        </form>
      )}
      <div className="table-scroll">
        <table className="admin-table">
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('course')}</th>
              <th scope="col">{t('summary')}</th>
              <th scope="col">{t('action')}</th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id}>
                <th scope="row">{course.title}</th>
                <td>{course.summary}</td>
                <td>
                  <div className="lti-picks">
                    <button
                      type="button"
                      className="button button-small"
                      disabled={state === 'sending' || answer !== null}
                      onClick={() => pick(course.id)}
                    >
                      {t('pick', { title: course.title })}
                    </button>
                    {course.quizzes.map((quiz) => (
                      <button
                        key={quiz.id}
                        type="button"
                        className="button button-small button-secondary"
                        disabled={state === 'sending' || answer !== null}
                        onClick={() => pick(course.id, quiz.id)}
                      >
                        {t('pickQuiz', { title: quiz.title, course: course.title })}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
