import { describe, expect, it } from 'vitest';
import { contentIssuesPath } from './content-issues';

describe('contentIssuesPath', () => {
  it('sends a view’s query string as it is', () => {
    expect(contentIssuesPath('filter%5Bstatus%5D=open&sort=-created_at')).toBe(
      '/v1/content_issues?filter%5Bstatus%5D=open&sort=-created_at',
    );
  });

  it('leaves the status filter out for every status (the API takes one status or none)', () => {
    expect(contentIssuesPath('filter%5Bstatus%5D=all&sort=created_at')).toBe(
      '/v1/content_issues?sort=created_at',
    );
    expect(contentIssuesPath('filter%5Bstatus%5D=all')).toBe('/v1/content_issues');
  });
});
