'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { BoundForm } from '@/components/forms/bound-form';
import { SubmitRow } from '@/components/forms/submit-button';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { SearchInput } from '@/components/lists/search-input';
import {
  type MandateStudent,
  mandateKeys,
  mandateStudentsQuery,
  requestMandate,
} from '@/lib/resources/coaching';
import { COACHING_RULES } from '@/shared/coaching/rules';
import '@/components/forms/forms.css';

type ChosenStudent = Pick<MandateStudent, 'id' | 'fullName'>;

/** A coach asks for a mandate: finds the student, says why; `onAsked` names who it was for. */
export function RequestForm({ onAsked }: { onAsked: (name: string) => void }) {
  const t = useTranslations('coaching.approvals');
  const client = useQueryClient();
  const id = useId();
  const [search, setSearch] = useState('');
  const [student, setStudent] = useState<ChosenStudent | null>(null);
  const form = useForm({
    fields: { reason: { value: '', rules: COACHING_RULES.mandateRequest.reason, trim: true } },
    onSubmit: async (values) => {
      if (!student) {
        return {
          status: 400,
          errors: [{ status: '400', code: 'NO_STUDENT', detail: t('chooseStudent') }],
        };
      }
      await requestMandate(student.id, String(values.reason ?? ''));
      return undefined;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mandateKeys.all() });
      if (student) onAsked(student.fullName);
      setStudent(null);
      setSearch('');
    },
  });
  return (
    <section className="ticket-section kit-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('askTitle')}</h2>
      <p className="muted">{t('askIntro')}</p>
      <BoundForm form={form}>
        {student ? (
          <p>
            {t('chosen', { name: student.fullName })}{' '}
            <button type="button" className="button button-ghost" onClick={() => setStudent(null)}>
              {t('change')}
            </button>
          </p>
        ) : (
          <StudentSearch search={search} onSearch={setSearch} onChoose={setStudent} />
        )}
        <TextArea
          field={form.field('reason')}
          label={t('reason')}
          hint={t('reasonHint')}
          rows={3}
        />
        <SubmitRow className="ticket-actions kit-wrap" form={form} label={t('ask')} />
      </BoundForm>
    </section>
  );
}

/** Finds the students of the portal a mandate may be asked for (from two characters on). */
function StudentSearch({
  search,
  onSearch,
  onChoose,
}: {
  search: string;
  onSearch: (term: string) => void;
  onChoose: (student: ChosenStudent) => void;
}) {
  const t = useTranslations('coaching.approvals');
  const students = useQuery(mandateStudentsQuery(search));
  return (
    <div className="approvals-search">
      <SearchInput
        value={search}
        onSearch={(term) => onSearch(term ?? '')}
        label={t('findStudent')}
      />
      {search.length >= 2 &&
        students.data &&
        (students.data.length === 0 ? (
          <p className="muted">{t('noStudents')}</p>
        ) : (
          <ul className="approvals-results" aria-label={t('results')}>
            {students.data.map((found) => (
              <li key={found.id}>
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => onChoose({ id: found.id, fullName: found.fullName })}
                >
                  {found.fullName} <span className="muted">{found.email}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
