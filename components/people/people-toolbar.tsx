'use client';

import { useTranslations } from 'next-intl';
import { useModals } from '@/components/modals/modal-queue';
import { useMe } from '@/components/shell/use-me';
import { OpenerButton } from '@/components/ui/admin-actions';
import { Link } from '@/components/ui/link';
import { accountsListPath } from '@/lib/access/account-paths';
import type { BulkEnrollmentInput } from '@/lib/resources/people';
import type { Selection } from './use-selection';
import './people.css';

/**
 * The users list's bulk actions (issue 43, item 2), for RULES.people: invite people, import them
 * from CSV, and enrol or un-enrol the picked accounts (or an organisation) in courses. The
 * dialog's code loads when it is first opened.
 */
export function PeopleToolbar({ selection }: { selection: Selection }) {
  const t = useTranslations('people');
  const me = useMe();
  const modals = useModals();
  const list = accountsListPath(me.features);
  const count = selection.ids.length;
  const open = async (action: BulkEnrollmentInput['action'], trigger: HTMLElement) => {
    const { BulkEnrolDialog } = await import('./bulk-enrol-dialog');
    const modalId = `bulk-enrol-${action}`;
    modals.open(modalId, () => (
      <BulkEnrolDialog
        action={action}
        accountIds={selection.ids}
        onClosed={(changed) => {
          if (changed) selection.clear();
          trigger.focus();
        }}
      />
    ));
  };
  return (
    <div className="people-toolbar">
      <div className="people-actions kit-wrap">
        <Link className="button" href={`${list}/invitations`}>
          {t('actions.invite')}
        </Link>
        <Link className="button" href={`${list}/import`}>
          {t('actions.import')}
        </Link>
        <OpenerButton text={t('actions.enrol')} onClick={(trigger) => open('enroll', trigger)} />
        <OpenerButton
          text={t('actions.unenrol')}
          onClick={(trigger) => open('unenroll', trigger)}
        />
      </div>
      <p className="people-selection muted" role="status">
        {t('select.count', { count })}
        {count > 0 && (
          <button type="button" className="button button-ghost" onClick={selection.clear}>
            {t('select.clear')}
          </button>
        )}
      </p>
    </div>
  );
}
