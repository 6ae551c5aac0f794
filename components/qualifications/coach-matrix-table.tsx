'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CoachMatrix } from '@/lib/resources/qualifications';

/**
 * The coach's mentees × qualifications as a real table: a caption, column headers per
 * qualification, a row header per participant. Each cell shows "achieved" or "NN %" and gives
 * screen readers the whole sentence. On a phone it scrolls sideways, the names staying put.
 */
export function CoachMatrixTable({ matrix }: { matrix: CoachMatrix }) {
  const t = useTranslations('qualifications.coach');
  const captionId = useId();
  const hintId = useId();
  const names = new Map(matrix.qualifications.map((q) => [q.id, q.name]));
  return (
    <section
      className="qualification-matrix-scroll kit-surface"
      aria-labelledby={captionId}
      aria-describedby={hintId}
      // Scrollable content must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container needs focus to scroll by keyboard.
      tabIndex={0}
    >
      <p id={hintId} className="visually-hidden">
        {t('scrollHint')}
      </p>
      <table className="qualification-matrix">
        <caption id={captionId}>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('participant')}</th>
            {matrix.qualifications.map((qualification) => (
              <th key={qualification.id} scope="col">
                {qualification.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <span className="qualification-matrix-name">{row.name}</span>
                <span className="qualification-matrix-email">{row.email}</span>
              </th>
              {matrix.qualifications.map((qualification) => {
                const cell = row.cells.find((c) => c.qualificationId === qualification.id);
                const achieved = cell?.achieved ?? false;
                const progress = cell?.progress ?? 0;
                const values = {
                  name: row.name,
                  qualification: names.get(qualification.id) ?? '',
                  value: progress,
                };
                return (
                  <td key={qualification.id} data-achieved={achieved}>
                    <span aria-hidden="true">
                      {achieved ? `✓ ${t('achieved')}` : `${progress} %`}
                    </span>
                    <span className="visually-hidden">
                      {achieved ? t('cellAchieved', values) : t('cellProgress', values)}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
