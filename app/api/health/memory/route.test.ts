import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from './route';

afterEach(() => vi.unstubAllEnvs());

describe('the memory probe (bench:web only)', () => {
  it('does not exist unless the server was started with ACADEMY_MEMORY_PROBE=1', async () => {
    vi.stubEnv('ACADEMY_MEMORY_PROBE', '');
    const response = await GET(new Request('http://localhost/api/health/memory?gc'));
    expect(response.status).toBe(404);
  });

  it('with the flag: the web thread heap by space, after a full collection with ?gc', async () => {
    vi.stubEnv('ACADEMY_MEMORY_PROBE', '1');
    // No embedded API thread in front of a separate Academy API: only this thread's heap.
    vi.stubEnv('ACADEMY_API_URL', 'http://127.0.0.1:1');
    const response = await GET(new Request('http://localhost/api/health/memory?gc'));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.embedded).toBeNull();
    expect(body.main.usedMb).toBeGreaterThan(0);
    expect(body.main.usedMb).toBeLessThanOrEqual(body.main.totalMb);
    expect(Object.keys(body.main.spaces)).toEqual(
      expect.arrayContaining(['new_space', 'old_space']),
    );
  });
});
