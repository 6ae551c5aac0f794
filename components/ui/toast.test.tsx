import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Counts how often sonner's module is evaluated: it must load with the first toast, once.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('sonner', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const { LazyToaster, toast } = await import('./toast');

describe('toast (sonner loads with the first toast)', () => {
  it('renders nothing and loads nothing before the first toast', () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe('');
    expect(loads.count).toBe(0);
  });

  it('mounts the Toaster with its live region, then shows the toast in it; later toasts too', async () => {
    render(<LazyToaster />);
    toast.success('Saved');
    // The live region (spec §9 toasts are announced) is on the page before the toast.
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).not.toContain('Saved');
    await screen.findByText('Saved');
    expect(region.textContent).toContain('Saved');
    await act(async () => toast.error('No access'));
    await screen.findByText('No access');
    expect(loads.count).toBe(1);
    // Spec §9: 5000 ms, richColors: the types are sonner's.
    const shown = screen.getByText('No access').closest('[data-sonner-toast]');
    expect(shown?.getAttribute('data-type')).toBe('error');
  });
});
