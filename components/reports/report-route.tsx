import { IntroPageShell } from '@/components/shell/page-shell';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { reportQuery } from '@/lib/resources/reports';
import type { ReportKind } from '@/shared/reports/report-kinds';
import { PAGE_SIZE_PREFERENCE, REPORT_VIEW_DEFAULTS, reportView } from './report-view';
import { Reports } from './reports';

/**
 * A report's page content (/admin/reports and /admin/reports/{kind}, each guarded by its page):
 * its view (filters, page size) is mirrored in the address and its cookie, so its first page is
 * prefetched here.
 */
export function ReportRoute({ kind, address }: { kind: ReportKind; address: AddressQuery }) {
  return (
    <IntroPageShell texts="reports" className="reports-page" titleId="reports-title">
      <PrefetchedList
        list={{
          view: reportView(kind),
          defaults: REPORT_VIEW_DEFAULTS,
          sizePreference: PAGE_SIZE_PREFERENCE,
          query: reportQuery(kind),
          address,
        }}
        screen={(initial) => <Reports kind={kind} initial={initial} />}
      />
    </IntroPageShell>
  );
}
