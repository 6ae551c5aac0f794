import { describe, expect, it, vi } from 'vitest';
import { ttlMemo } from './ttl-memo';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ttlMemo', () => {
  it('computes once within the time to live, again after it', async () => {
    const time = clock();
    const compute = vi.fn(async (key: string) => `${key}!`);
    const memo = ttlMemo(compute, { ttlMs: 60_000, maxEntries: 10, now: time.now });
    expect(await memo('a')).toBe('a!');
    time.advance(59_999);
    expect(await memo('a')).toBe('a!');
    expect(compute).toHaveBeenCalledTimes(1);
    time.advance(1);
    await memo('a');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one run between concurrent calls', async () => {
    let resolve!: (value: string) => void;
    const compute = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const memo = ttlMemo(compute, { ttlMs: 1_000, maxEntries: 10 });
    const both = Promise.all([memo('k'), memo('k')]);
    resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed run at once', async () => {
    const compute = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('bad seal'))
      .mockResolvedValueOnce('token');
    const memo = ttlMemo(compute, { ttlMs: 60_000, maxEntries: 10 });
    await expect(memo('k')).rejects.toThrow('bad seal');
    expect(await memo('k')).toBe('token');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest entry when full', async () => {
    const compute = vi.fn(async (key: string) => key);
    const memo = ttlMemo(compute, { ttlMs: 60_000, maxEntries: 2 });
    await memo('a');
    await memo('b');
    await memo('c'); // a goes
    await memo('b');
    expect(compute).toHaveBeenCalledTimes(3);
    await memo('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
