import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '@/lib/api/transport';
import { INITIAL_SUBSCRIBER_PARAMS, type SubscriberParams } from '@/lib/resources/mailings';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CommList, optionsOf, statusFilter } from './comm-list';

const NOBODY: ListPage<string> = { items: [], total: 0, lastPage: 1, currentPage: 1, meta: {} };
const ONE: ListPage<string> = { items: ['Ada'], total: 1, lastPage: 1, currentPage: 1, meta: {} };

/** A subscribers-like list over a fixed page. */
function Subscribers({ page }: { page: ListPage<string> }) {
  const t = useTranslations('communication.subscribers');
  const [params, setParams] = useState<SubscriberParams>(INITIAL_SUBSCRIBER_PARAMS);
  const query = useQuery({ queryKey: ['subscribers', params], queryFn: async () => page });
  return (
    <CommList
      t={t}
      query={query}
      params={params}
      setParams={setParams}
      filters={[
        statusFilter(t, 'subscriber-status', ['confirmed', 'unsubscribed']),
        {
          id: 'subscriber-sort',
          field: 'sort',
          label: t('sort'),
          options: optionsOf(['name'], String),
        },
      ]}
      hint
      columns={[t('columns.name')]}
      row={(name) => (
        <tr key={name}>
          <th scope="row">{name}</th>
        </tr>
      )}
    />
  );
}

describe('CommList', () => {
  it('says the list is empty, or that nothing matches once a filter narrows it', async () => {
    renderWithProviders(<Subscribers page={NOBODY} />);
    const empty = (await screen.findByText('Nobody has subscribed yet.')).parentElement;
    expect(empty?.className).toBe('comm-empty');
    expect(empty?.getAttribute('role')).toBe('status');
    expect(empty?.textContent).toMatch(/^Nobody has subscribed yet\.People subscribe/);
    // The sort narrows nothing: still empty, not "no match".
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'name' },
    });
    expect(await screen.findByText('Nobody has subscribed yet.')).toBeTruthy();
    const status = screen.getByRole('combobox', { name: 'Consent' });
    expect(screen.getByRole('option', { name: 'Everyone' })).toBeTruthy();
    fireEvent.change(status, { target: { value: 'confirmed' } });
    expect(await screen.findByText('No subscribers match.')).toBeTruthy();
  });

  it('shows the count and the table with its caption', async () => {
    renderWithProviders(<Subscribers page={ONE} />);
    expect(await screen.findByRole('table', { name: /Subscribers with/ })).toBeTruthy();
    expect(screen.getByText('1 subscriber')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Ada' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search subscribers' })).toBeTruthy();
  });
});
