import { describe, expect, it } from 'vitest';
import { firstPageQueryString } from '@/lib/lists/list-query';
import { defineView } from '@/lib/lists/view-settings-schema';
import { acceptancesPath, reportVersionOf } from '@/lib/resources/administration';
import {
  ACCEPTANCES_VIEW_DEFAULTS,
  openReportOf,
  PAGE_SIZE_PREFERENCE,
  REPORT_FILTER,
} from './agreements-admin-view';

const PUBLISHED = [{ id: 'v-terms-1' }, { id: 'v-terms-2' }];
const viewOf = (filters: Record<string, string | null>, search = '') =>
  defineView({ ...ACCEPTANCES_VIEW_DEFAULTS, filters, search });

describe('the acceptance report’s view', () => {
  it('opens the report of the published version it names', () => {
    expect(openReportOf(viewOf({ [REPORT_FILTER]: 'v-terms-2' }), PUBLISHED)).toBe('v-terms-2');
  });

  it('opens none without a version, or for one that is not among these', () => {
    expect(openReportOf(viewOf({}), PUBLISHED)).toBeNull();
    expect(openReportOf(viewOf({ [REPORT_FILTER]: 'v-privacy-1' }), PUBLISHED)).toBeNull();
    expect(openReportOf(viewOf({ [REPORT_FILTER]: 'v-terms-1' }), [])).toBeNull();
  });
});

describe('the acceptance report’s query', () => {
  const queryOf = (filters: Record<string, string | null>, search = '') =>
    firstPageQueryString(viewOf(filters, search), PAGE_SIZE_PREFERENCE);

  it('asks for the version it names in the path, its search and page as the query', () => {
    const query = queryOf({ [REPORT_FILTER]: 'v-terms-1' }, '  alma ');
    expect(reportVersionOf(query)).toBe('v-terms-1');
    expect(decodeURIComponent(acceptancesPath(query) ?? '')).toBe(
      '/v1/agreements/v-terms-1/acceptances?filter[search]=alma&page[number]=1&page[size]=25',
    );
  });

  it('asks for nothing while no report is open', () => {
    const query = queryOf({});
    expect(reportVersionOf(query)).toBeNull();
    expect(acceptancesPath(query)).toBeNull();
  });

  it.each(['..', '../accounts', 'v-1?x=1', 'v 1'])('asks for nothing for %j, no id', (id) => {
    const query = queryOf({ [REPORT_FILTER]: id });
    expect(reportVersionOf(query)).toBeNull();
    expect(acceptancesPath(query)).toBeNull();
  });
});
