import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { QueryPending } from './error-panel';

describe('QueryPending', () => {
  it('shows the loading indicator while the query has no answer', () => {
    renderWithProviders(<QueryPending query={{ isError: false, error: null, refetch: vi.fn() }} />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error panel once it failed, and "Try again" refetches', () => {
    const refetch = vi.fn();
    renderWithProviders(
      <QueryPending
        query={{ isError: true, error: new ApiError(503, [{ status: '503' }]), refetch }}
      />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
