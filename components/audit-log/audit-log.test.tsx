import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerJson } from '@/components/lists/list-api.test-support';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AuditChange } from './audit-change';
import { VerifyLog } from './verify-log';

afterEach(() => vi.unstubAllGlobals());

/** The verification as GET /v1/audit_events/verification answers it. */
const verification = (attributes: Record<string, unknown>) => ({
  data: {
    type: 'audit_verifications',
    id: 'portal',
    attributes: {
      checked_at: '2026-03-03T09:00:00.000Z',
      last_seq: 12,
      last_at: '2026-03-03T08:05:00.000Z',
      ...attributes,
    },
  },
});

describe('an audit entry’s change (issue 42, item 5)', () => {
  it('shows key: old → new, and its whole states behind a disclosure button', () => {
    renderWithProviders(
      <AuditChange
        event={{ seq: 7, before: { enabled: true }, after: { enabled: false, note: 'x' } }}
      />,
    );
    const lines = screen.getAllByRole('listitem');
    expect(lines[0]?.textContent).toBe('enabled: true →becomes false');
    expect(lines[1]?.textContent).toBe('note: "x"');
    const toggle = screen.getByRole('button', { name: 'Show all of entry #7' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const whole = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(whole?.hidden).toBe(false);
    expect(whole?.textContent).toContain('"note": "x"');
    expect(screen.getByRole('button', { name: 'Hide of entry #7' })).toBe(toggle);
  });
});

describe('verifying the log', () => {
  it('announces that every entry checks out, with the last one', async () => {
    vi.stubGlobal('fetch', async () =>
      answerJson(verification({ valid: true, checked: 12, first_broken_seq: null })),
    );
    renderWithProviders(<VerifyLog />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Verify the log' }));
    await waitFor(() =>
      expect(status.textContent).toContain(
        'All 12 entries check out; the last is #12 of 3 Mar 2026 at 09:05.',
      ),
    );
    expect(status.className).toContain('audit-log-verification-valid');
  });

  it('says where the chain breaks, in Dutch too', async () => {
    vi.stubGlobal('fetch', async () =>
      answerJson(verification({ valid: false, checked: 12, first_broken_seq: 3 })),
    );
    renderWithProviders(<VerifyLog />, { locale: 'nl' });
    fireEvent.click(screen.getByRole('button', { name: 'Logboek controleren' }));
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toContain(
        'Regel #3 klopt niet: het logboek is bij of vóór die regel gewijzigd.',
      ),
    );
    expect(status.className).toContain('audit-log-verification-broken');
  });
});
