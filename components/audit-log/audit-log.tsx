'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { DateFilter } from '@/components/lists/date-filter';
import { optionsOf, ViewFilters } from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { ResetViewButton } from '@/components/lists/reset-view-button';
import { useViewAddress } from '@/components/lists/use-view-address';
import { AdminEmpty } from '@/components/ui/admin-list-states';
import { type AuditLogPage, auditCsvPath, auditEventsQuery } from '@/lib/resources/audit-log';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES } from '@/shared/audit/audit-actions';
import { AuditLogTable, useActionLabel } from './audit-log-table';
import {
  AUDIT_LOG_VIEW,
  AUDIT_LOG_VIEW_DEFAULTS,
  isFiltered,
  PAGE_SIZE_PREFERENCE,
} from './audit-log-view';
import { VerifyLog } from './verify-log';
import '@/components/forms/forms.css';
import './audit-log.css';

/**
 * /admin/settings/audit-log (issue 42, item 5): the check of the log's hash chain, then the log
 * newest first, narrowed by action and period, 50 a page, and a CSV of what the filters show.
 * The filters and page size are a view kept per browser (spec §4) and mirrored in the address,
 * so the page prefetches the first page of the view it opens.
 */
export function AuditLog({ initial }: ListScreenProps) {
  const address = useViewAddress();
  return (
    <div className="audit-log">
      <VerifyLog />
      <ListScreen
        view={AUDIT_LOG_VIEW}
        defaults={AUDIT_LOG_VIEW_DEFAULTS}
        initial={initial}
        address={address}
        sizePreference={PAGE_SIZE_PREFERENCE}
        query={auditEventsQuery}
      >
        {(screen) => <AuditLogBrowser screen={screen} />}
      </ListScreen>
    </div>
  );
}

function AuditLogBrowser({ screen }: { screen: ListScreenState<AuditLogPage> }) {
  const t = useTranslations('auditLog');
  const { settings, view, queryString } = screen;
  const filtered = isFiltered(view);
  return (
    <div className="audit-log-list">
      <div className="audit-log-toolbar kit-toolbar">
        <AuditFilters settings={settings} />
        <div className="audit-log-toolbar-actions">
          {filtered && <ResetViewButton settings={settings} text={t('filters.clear')} />}
          <a className="button" href={auditCsvPath(queryString)} download="audit-log.csv">
            {t('export')}
          </a>
        </div>
      </div>
      <ScreenResults
        screen={screen}
        className="audit-log-results"
        summary={(data) => (
          <p className="muted audit-log-total" role="status">
            {data.capped
              ? t('countCapped', { count: data.total })
              : t('count', { count: data.total })}
          </p>
        )}
        emptyState={
          filtered ? (
            <AdminEmpty
              className="audit-log-empty"
              text={t('emptyFiltered')}
              hint={t('emptyFilteredHint')}
            >
              <ResetViewButton settings={settings} text={t('filters.clear')} />
            </AdminEmpty>
          ) : (
            <AdminEmpty className="audit-log-empty" text={t('empty')} hint={t('emptyHint')} />
          )
        }
      >
        {(data) => <AuditLogTable events={data.items} />}
      </ScreenResults>
    </div>
  );
}

/** The action select (its human labels) and the period, days inclusive. */
function AuditFilters({ settings }: { settings: ViewSettingsHandle }) {
  const t = useTranslations('auditLog.filters');
  const label = useActionLabel();
  const categories = useTranslations('auditLog.categories');
  const id = useId();
  return (
    <>
      <ViewFilters
        settings={settings}
        className="field"
        filters={[
          // By kind (issue 39): every SCIM event, every sign-in provider's (`sso.*`), …
          {
            name: 'category',
            label: t('category'),
            all: t('allCategories'),
            options: optionsOf(AUDIT_CATEGORIES, (category) => categories(category)),
          },
          {
            name: 'action',
            label: t('action'),
            all: t('allActions'),
            options: optionsOf(AUDIT_ACTIONS, label),
          },
        ]}
      />
      <DateFilter settings={settings} id={`${id}-from`} name="from" label={t('from')} />
      <DateFilter settings={settings} id={`${id}-to`} name="to" label={t('to')} />
    </>
  );
}
