import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AgreementAcceptance } from '@/components/administration/agreement-acceptance';
import AgreementsPage from './page';

vi.mock('@/lib/server/guard', () => ({ requireRoute: async () => ({}) }));
vi.mock('@/lib/server/query-client', () => ({
  getQueryClient: () => ({ fetchQuery: async () => [] }),
}));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

/** The `next` the page hands to the accept button. */
async function nextOf(next: string | string[] | undefined): Promise<unknown> {
  const page = await AgreementsPage({ searchParams: Promise.resolve({ next }) });
  const find = (node: ReactNode): ReactElement<{ next: string }> | undefined => {
    if (Array.isArray(node)) return node.map(find).find(Boolean);
    if (!isValidElement<{ children?: ReactNode; next?: string }>(node)) return undefined;
    if (node.type === AgreementAcceptance) return node as ReactElement<{ next: string }>;
    return find(node.props.children);
  };
  return find(page)?.props.next;
}

describe('/agreements?next=', () => {
  it('goes on to a path of this portal, query and fragment kept', async () => {
    expect(await nextOf('/catalog/data-literacy?tab=1#outline')).toBe(
      '/catalog/data-literacy?tab=1#outline',
    );
  });

  it.each([
    '/\n/evil.example/phish',
    '/\t/evil.example',
    '/.//evil.example/login',
    '/%2e//evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    ['/catalog', '//evil.example'],
    undefined,
  ])('goes on to / for %j', async (next) => {
    expect(await nextOf(next)).toBe('/');
  });
});
