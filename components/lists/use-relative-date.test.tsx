import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { useRelativeDate } from './use-relative-date';

const NOW = new Date('2026-03-02T09:30:00.000Z');

function LastOnline({ moment }: { moment: string }) {
  const relative = useRelativeDate();
  return <p>{relative(moment, NOW)}</p>;
}

describe('useRelativeDate', () => {
  it('says how long before the fetch a moment was, in the page’s language', () => {
    renderWithProviders(<LastOnline moment="2026-03-02T09:00:00.000Z" />);
    expect(screen.getByText('30 minutes ago')).toBeTruthy();
  });

  it('gives an older moment as its date and time in Amsterdam', () => {
    renderWithProviders(<LastOnline moment="2026-02-20T08:05:00.000Z" />, { locale: 'nl' });
    expect(screen.getByText('20 feb. 2026 om 09:05')).toBeTruthy();
  });
});
