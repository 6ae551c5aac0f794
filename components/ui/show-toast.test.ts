import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), {
    success: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    error: vi.fn(),
  });
  return { toast };
});
vi.mock('./toast', () => sonner);

const { showToast } = await import('./show-toast');

beforeEach(() => vi.clearAllMocks());

describe('showToast (spec §4, §9)', () => {
  it('is primary for 5000 ms unless told otherwise', () => {
    showToast({ message: 'Saved' });
    expect(sonner.toast).toHaveBeenCalledWith('Saved', {
      duration: 5000,
      className: 'toast-primary',
    });
  });

  it('uses the scheme and a title with the message under it', () => {
    showToast({ message: 'Please sign in again.', title: 'Signed out', scheme: 'warning' });
    expect(sonner.toast.warning).toHaveBeenCalledWith('Signed out', {
      duration: 5000,
      description: 'Please sign in again.',
    });
  });

  it('an error toast keeps its own duration when given one', () => {
    showToast({
      message: 'No access',
      scheme: 'error',
      durationMs: 8000,
      description: 'Staff only.',
    });
    expect(sonner.toast.error).toHaveBeenCalledWith('No access', {
      duration: 8000,
      description: 'Staff only.',
    });
  });
});
