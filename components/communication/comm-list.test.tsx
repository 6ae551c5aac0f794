import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { optionsOf } from '@/components/lists/filter-select';
import { answerPage, numbered } from '@/components/lists/list-api.test-support';
import type { ListPage } from '@/lib/api/transport';
import { INITIAL_SUBSCRIBER_PARAMS, type SubscriberParams } from '@/lib/resources/mailings';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CommList, statusFilter } from './comm-list';

const NOBODY: ListPage<string> = answerPage([]);
const ONE: ListPage<string> = answerPage(['Ada']);

/**
 * A subscribers-like list over the pages `answer` gives for its params; `filtered`, with the
 * subscribers list's status and sort filters and its empty state's hint.
 */
function Subscribers({
  answer,
  filtered = false,
}: {
  answer: (params: SubscriberParams) => ListPage<string>;
  filtered?: boolean;
}) {
  const t = useTranslations('communication.subscribers');
  const [params, setParams] = useState<SubscriberParams>(INITIAL_SUBSCRIBER_PARAMS);
  const query = useQuery({
    queryKey: ['subscribers', params],
    queryFn: async () => answer(params),
  });
  const filters = [
    statusFilter(t, 'subscriber-status', ['confirmed', 'unsubscribed']),
    {
      id: 'subscriber-sort',
      field: 'sort' as const,
      label: t('sort'),
      options: optionsOf(['name'], String),
    },
  ];
  return (
    <CommList
      t={t}
      query={query}
      params={params}
      setParams={setParams}
      filters={filtered ? filters : []}
      hint={filtered}
      columns={[t('columns.name')]}
      row={(name) => (
        <tr key={name}>
          <th scope="row">{name}</th>
        </tr>
      )}
    />
  );
}

/** 30 subscribers ("Person 1" …), a page of them as the list's params ask. */
const PEOPLE = numbered(30, (n) => `Person ${n}`);
const pageAsked = (asked: SubscriberParams[]) => (params: SubscriberParams) => {
  asked.push(params);
  return answerPage(PEOPLE, `page[number]=${params.page}&page[size]=${params.size}`);
};

describe('CommList', () => {
  it('says the list is empty, or that nothing matches once a filter narrows it', async () => {
    renderWithProviders(<Subscribers answer={() => NOBODY} filtered />);
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
    renderWithProviders(<Subscribers answer={() => ONE} />);
    expect(await screen.findByRole('table', { name: /Subscribers with/ })).toBeTruthy();
    expect(screen.getByText('1 subscriber')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Ada' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search subscribers' })).toBeTruthy();
  });

  it('shows its pages only when more was found than a page holds', async () => {
    renderWithProviders(<Subscribers answer={() => ONE} />);
    await screen.findByRole('table', { name: /Subscribers with/ });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('asks for another page and size with its params', async () => {
    const asked: SubscriberParams[] = [];
    renderWithProviders(<Subscribers answer={pageAsked(asked)} />);
    expect(await screen.findByRole('rowheader', { name: 'Person 25' })).toBeTruthy();
    expect(screen.getByText('30 subscribers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'Person 30' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Person 25' })).toBeNull();
    expect(asked.at(-1)).toMatchObject({ page: 2, size: 25 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Results per page' }), {
      target: { value: '50' },
    });
    expect(await screen.findByRole('rowheader', { name: 'Person 1' })).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ page: 1, size: 50 });
    // All 30 fit one page of 50: no pages any more.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
