'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { useChangeColumns } from '@/components/lists/change-columns';
import { FilterSelect } from '@/components/lists/filter-select';
import { ListScreen, type ListScreenProps } from '@/components/lists/list-screen';
import { TableResults } from '@/components/lists/table-results';
import { useViewAddress } from '@/components/lists/use-view-address';
import type { AdminColumn } from '@/components/ui/admin-table';
import {
  adminKeys,
  type FeatureFlag,
  type FlagChange,
  featureFlagsQuery,
  flagChangesQuery,
  setFeatureFlag,
} from '@/lib/resources/administration';
import { portalSwitcherQuery } from '@/lib/resources/portals';
import { compareFlags } from '@/shared/portals/feature-flags';
import {
  FLAG_CHANGES_VIEW,
  FLAG_CHANGES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './feature-flags-view';

/**
 * /admin/settings/feature-flags: the current portal's flags as switches
 * named by their key, each with what it does; a change takes effect on the next request (the
 * page refreshes, so the menu follows at once) and is recorded below.
 */
export function FeatureFlagSettings({ portalId }: { portalId: string }) {
  const t = useTranslations('administration.flags');
  const query = useQuery(featureFlagsQuery());
  const router = useRouter();
  const [status, setStatus] = useState('');
  // The saved flag replaces its row; the history and the portal's own flags are refetched.
  const write = useOptimisticMutation<FeatureFlag, FeatureFlag, FeatureFlag[]>({
    queryKey: featureFlagsQuery().queryKey,
    mutationFn: (flag) => setFeatureFlag(flag.key, !flag.enabled),
    confirmed: (flags, saved) => flags.map((f) => (f.key === saved.key ? saved : f)),
    refetch: [adminKeys.allFlagChanges(), adminKeys.flags(portalId)],
    errors: 'inline',
  });
  if (!query.data) return <QueryPending query={query} />;
  const toggle = (flag: FeatureFlag) =>
    write.mutate(flag, {
      onSuccess: (saved) => {
        setStatus(t(saved.enabled ? 'nowOn' : 'nowOff', { flag: saved.key }));
        router.refresh();
      },
      onError: () => setStatus(t('failed', { flag: flag.key })),
    });
  return (
    <section className="admin-card" aria-labelledby="flags-title">
      <h2 id="flags-title">{t('listTitle')}</h2>
      <ul className="flag-list">
        {query.data.map((flag) => (
          <li key={flag.key} className="flag-row">
            <div>
              <code className="flag-key">{flag.key}</code>
              <p className="muted" id={`flag-${flag.key}-description`}>
                {t(`descriptions.${flag.key}` as 'descriptions.portfolio_feature')}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={flag.enabled}
              aria-label={flag.key}
              aria-describedby={`flag-${flag.key}-description`}
              className="switch"
              disabled={write.isPending && write.variables?.key === flag.key}
              onClick={() => toggle(flag)}
            >
              <span className="switch-track" aria-hidden="true">
                <span className="switch-thumb" />
              </span>
              <span className="switch-text">{flag.enabled ? t('on') : t('off')}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="muted">
        {status}
      </p>
    </section>
  );
}

/**
 * Every change of the current portal's flags, newest first: who, old → new, when. A list screen
 * whose page prefetches its first page (FLAG_CHANGES_VIEW).
 */
export function FlagHistory({ initial }: ListScreenProps) {
  const t = useTranslations('administration.flags.history');
  const address = useViewAddress();
  const columns = useFlagChangeColumns();
  return (
    <section className="admin-card" aria-labelledby="history-title">
      <h2 id="history-title">{t('title')}</h2>
      <ListScreen
        view={FLAG_CHANGES_VIEW}
        defaults={FLAG_CHANGES_VIEW_DEFAULTS}
        initial={initial}
        address={address}
        sizePreference={PAGE_SIZE_PREFERENCE}
        query={flagChangesQuery}
      >
        {(screen) => <TableResults screen={screen} columns={columns} empty={t('empty')} />}
      </ListScreen>
    </section>
  );
}

/** The history's columns: the flag, old → new, who and when. */
function useFlagChangeColumns(): AdminColumn<FlagChange>[] {
  const t = useTranslations('administration.flags.history');
  const tf = useTranslations('administration.flags');
  const onOff = (value: boolean) => (value ? tf('on') : tf('off'));
  return [
    { header: t('flag'), cell: (change) => <code>{change.flag}</code> },
    {
      header: t('change'),
      cell: (change) => t('fromTo', { from: onOff(change.oldValue), to: onOff(change.newValue) }),
    },
    ...useChangeColumns<FlagChange>({ who: t('who'), when: t('when') }),
  ];
}

/** Two portals' flags side by side (RULES.otherPortals: academy roles), with where they differ. */
export function FlagComparison({ portalId }: { portalId: string }) {
  const t = useTranslations('administration.flags.compare');
  const tf = useTranslations('administration.flags');
  const selectId = useId();
  const portals = useQuery(portalSwitcherQuery());
  const others = (portals.data ?? []).filter((portal) => portal.id !== portalId);
  const current = (portals.data ?? []).find((portal) => portal.id === portalId);
  const [other, setOther] = useState('');
  const left = useQuery(featureFlagsQuery());
  const right = useQuery({ ...featureFlagsQuery(other || 'none'), enabled: other !== '' });
  const otherName = others.find((portal) => portal.id === other)?.name ?? '';
  const on = (flags: FeatureFlag[] | undefined) =>
    (flags ?? []).filter((flag) => flag.enabled).map((flag) => flag.key);
  const rows = left.data && right.data ? compareFlags(on(left.data), on(right.data)) : [];
  const differences = rows.filter((row) => row.differs).length;
  return (
    <section className="admin-card" aria-labelledby="compare-title">
      <h2 id="compare-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <FilterSelect
        id={selectId}
        className="field"
        selectClassName="input"
        label={t('portal')}
        value={other}
        onChange={setOther}
        all={t('choose')}
        options={others.map((portal) => ({ value: portal.id, label: portal.name }))}
      />
      {other !== '' && !right.data && <QueryPending query={right} />}
      {rows.length > 0 && (
        <>
          <p role="status">{t('differences', { count: differences })}</p>
          <div className="table-scroll">
            <table className="admin-table compare-table">
              <caption className="visually-hidden">
                {t('caption', { left: current?.name ?? '', right: otherName })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('flag')}</th>
                  <th scope="col">{current?.name ?? t('current')}</th>
                  <th scope="col">{otherName}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.flag} className={row.differs ? 'differs' : undefined}>
                    <th scope="row">
                      <code>{row.flag}</code>
                      {row.differs && <span className="badge">{t('differs')}</span>}
                    </th>
                    <td>{row.left ? tf('on') : tf('off')}</td>
                    <td>{row.right ? tf('on') : tf('off')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
