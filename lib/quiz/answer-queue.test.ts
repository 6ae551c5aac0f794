import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, noResponseError } from '@/lib/api/errors';
import {
  type AnswerMap,
  classifySaveError,
  createAnswerQueue,
  mergeAnswers,
  queueStorageKey,
  type SaveStatus,
  storageAnswerStore,
  withoutSent,
} from './answer-queue';

const Q1 = '3f2a1b2c-1234-4abc-8def-0123456789ab';
const Q2 = '9b1c2d3e-5678-4abc-8def-0123456789ab';

/** A Storage in memory (node has no localStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

function setUp(options: { fail?: () => unknown } = {}) {
  const storage = memoryStorage();
  const sent: AnswerMap[] = [];
  const statuses: SaveStatus[] = [];
  const state = { fail: options.fail ?? null, hold: null as Promise<void> | null };
  const queue = createAnswerQueue({
    attemptId: 'att-1',
    store: storageAnswerStore(storage),
    send: async (answers) => {
      sent.push(answers);
      if (state.hold) await state.hold;
      if (state.fail) throw state.fail();
    },
    onStatus: (status) => statuses.push(status),
  });
  const stored = () => JSON.parse(storage.getItem(queueStorageKey('att-1')) ?? 'null');
  return { queue, storage, sent, statuses, state, stored };
}

describe('the answer queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps an answer on the device at once and sends it after 600 ms of quiet', async () => {
    const { queue, sent, stored, statuses } = setUp();
    queue.put(Q1, { type: 'short_answer', text: 'me' });
    queue.put(Q1, { type: 'short_answer', text: 'median' });
    expect(stored()).toEqual({ [Q1]: { type: 'short_answer', text: 'median' } });
    await vi.advanceTimersByTimeAsync(599);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ [Q1]: { type: 'short_answer', text: 'median' } }]);
    expect(stored()).toBeNull();
    expect(queue.pending()).toEqual({});
    expect(statuses).toEqual(['saving', 'saved']);
  });

  it('never loses answers when the connection drops, and sends them when it returns', async () => {
    const { queue, sent, stored, state } = setUp({ fail: noResponseError });
    const target = new EventTarget();
    queue.watch(target);
    queue.put(Q1, { type: 'single_choice', option: 'o2' });
    await vi.advanceTimersByTimeAsync(600);
    expect(queue.status()).toBe('offline');
    queue.put(Q2, { type: 'true_false', value: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(queue.status()).toBe('offline');
    expect(stored()).toEqual({
      [Q1]: { type: 'single_choice', option: 'o2' },
      [Q2]: { type: 'true_false', value: true },
    });

    state.fail = null;
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.at(-1)).toEqual({
      [Q1]: { type: 'single_choice', option: 'o2' },
      [Q2]: { type: 'true_false', value: true },
    });
    expect(queue.status()).toBe('saved');
    expect(stored()).toBeNull();
  });

  it('tries again after a while without an online event', async () => {
    const { queue, sent, state } = setUp({ fail: () => new ApiError(503, [{ status: '503' }]) });
    queue.put(Q1, { type: 'numeric', value: 4.5 });
    await vi.advanceTimersByTimeAsync(600);
    expect(queue.status()).toBe('failed');
    state.fail = null;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(2);
    expect(queue.status()).toBe('saved');
  });

  it('finds the answers a reload left on the device', () => {
    const storage = memoryStorage();
    storage.setItem(
      queueStorageKey('att-1'),
      JSON.stringify({ [Q1]: { type: 'open', text: 'Written offline' } }),
    );
    const queue = createAnswerQueue({
      attemptId: 'att-1',
      store: storageAnswerStore(storage),
      send: async () => {},
    });
    expect(queue.pending()).toEqual({ [Q1]: { type: 'open', text: 'Written offline' } });
    // Another attempt's queue is its own.
    expect(storageAnswerStore(storage).read('att-2')).toEqual({});
  });

  it('keeps a change made while a save is on its way', async () => {
    const { queue, sent, state, stored } = setUp();
    let release = () => {};
    state.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.put(Q1, { type: 'short_answer', text: 'a' });
    await vi.advanceTimersByTimeAsync(600);
    expect(sent).toHaveLength(1);
    queue.put(Q1, { type: 'short_answer', text: 'ab' });
    state.hold = null;
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()).toEqual({ [Q1]: { type: 'short_answer', text: 'ab' } });
    await vi.advanceTimersByTimeAsync(600);
    expect(sent.at(-1)).toEqual({ [Q1]: { type: 'short_answer', text: 'ab' } });
    expect(stored()).toBeNull();
  });

  it('stops when the attempt was closed (submitted by the timer)', async () => {
    const closed = () => new ApiError(409, [{ status: '409', code: 'ATTEMPT_CLOSED' }]);
    const { queue, sent } = setUp({ fail: closed });
    queue.put(Q1, { type: 'true_false', value: false });
    await vi.advanceTimersByTimeAsync(600);
    expect(queue.status()).toBe('closed');
    queue.put(Q1, { type: 'true_false', value: true });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(1);
  });

  it('drops answers the server refuses (422): trying again cannot help', async () => {
    const refused = () => new ApiError(422, [{ status: '422', code: 'VALIDATION_FAILED' }]);
    const { queue, sent, stored } = setUp({ fail: refused });
    queue.put(Q1, { type: 'short_answer', text: 'x'.repeat(600) });
    await vi.advanceTimersByTimeAsync(600);
    expect(queue.status()).toBe('rejected');
    expect(stored()).toBeNull();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(1);
  });

  it('holds for a submit, which takes the pending answers, then forgets them', async () => {
    const { queue, sent, stored } = setUp();
    queue.put(Q1, { type: 'true_false', value: false });
    queue.hold();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual([]);
    expect(queue.pending()).toEqual({ [Q1]: { type: 'true_false', value: false } });
    queue.clear();
    expect(stored()).toBeNull();
  });

  it('works without storage (kept in memory)', async () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = storageAnswerStore(broken);
    store.write('att-1', { [Q1]: { type: 'open', text: 'x' } });
    expect(store.read('att-1')).toEqual({ [Q1]: { type: 'open', text: 'x' } });
    expect(storageAnswerStore(null).read('att-1')).toEqual({});
  });
});

describe('answer helpers', () => {
  it('shows queued answers over the server’s', () => {
    expect(
      mergeAnswers(
        { [Q1]: { type: 'open', text: 'old' }, [Q2]: { type: 'true_false', value: true } },
        { [Q1]: { type: 'open', text: 'new' } },
      ),
    ).toEqual({ [Q1]: { type: 'open', text: 'new' }, [Q2]: { type: 'true_false', value: true } });
  });

  it('drops only what the server got unchanged', () => {
    const queued: AnswerMap = {
      [Q1]: { type: 'open', text: 'newer' },
      [Q2]: { type: 'true_false', value: true },
    };
    expect(
      withoutSent(queued, {
        [Q1]: { type: 'open', text: 'older' },
        [Q2]: { type: 'true_false', value: true },
      }),
    ).toEqual({ [Q1]: { type: 'open', text: 'newer' } });
  });

  it('reads failures', () => {
    expect(classifySaveError(noResponseError())).toBe('offline');
    expect(classifySaveError(new TypeError('Failed to fetch'))).toBe('offline');
    expect(classifySaveError(new ApiError(409, [{ code: 'ATTEMPT_CLOSED' }]))).toBe('closed');
    expect(classifySaveError(new ApiError(500, []))).toBe('retry');
    expect(classifySaveError(new ApiError(422, []))).toBe('rejected');
  });
});
