import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { RiskBadges } from './risk-badges';

describe('RiskBadges', () => {
  it('says each reason in words, with its number', () => {
    renderWithProviders(
      <RiskBadges
        risk={[
          { code: 'inactive', days: 9 },
          { code: 'behind', points: 25, courseTitle: 'Data literacy' },
          { code: 'overdue', count: 2 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'At risk' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'No activity for 9 days',
      '25 points behind in Data literacy',
      '2 overdue assignments',
    ]);
  });

  it('shows nothing for someone on track, or says so when asked', () => {
    const { container, rerender } = renderWithProviders(<RiskBadges risk={[]} />);
    expect(container.textContent).toBe('');
    rerender(<RiskBadges risk={[]} showOnTrack />);
    expect(screen.getByText('On track')).toBeTruthy();
  });
});
