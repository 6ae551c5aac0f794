import { ApiError } from '@/lib/api/errors';
import type { Answer } from '@/shared/quiz/types';

/*
 * The answers of an attempt not yet saved. Every change is written to the device first
 * (localStorage, `quiz-answers:{attemptId}`) and sent a moment later (debounced); an answer
 * leaves the queue only once the server has it. When the connection drops the answers stay on
 * the device and go out when it returns (the `online` event), or on the next try, or with the
 * submit. A reload while offline finds them again.
 */

export type AnswerMap = Record<string, Answer>;

export const queueStorageKey = (attemptId: string) => `quiz-answers:${attemptId}`;

/** Where the queue keeps unsent answers between page loads. */
export interface AnswerStore {
  read(attemptId: string): AnswerMap;
  write(attemptId: string, answers: AnswerMap): void;
}

const isAnswerMap = (value: unknown): value is AnswerMap =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (answer) =>
      typeof answer === 'object' &&
      answer !== null &&
      typeof (answer as { type?: unknown }).type === 'string',
  );

/**
 * The answers in `storage` (the browser's localStorage by default). Storage may be missing or
 * refuse writes (private windows, a full quota): the answers are then kept in memory, for as
 * long as the page lives.
 */
export function storageAnswerStore(storage?: Storage | null): AnswerStore {
  const memory = new Map<string, AnswerMap>();
  const target = (): Storage | null => {
    if (storage !== undefined) return storage;
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  };
  return {
    read(attemptId) {
      try {
        const text = target()?.getItem(queueStorageKey(attemptId));
        if (text) {
          const parsed: unknown = JSON.parse(text);
          if (isAnswerMap(parsed)) return { ...parsed, ...memory.get(attemptId) };
        }
      } catch {
        // Unreadable: what memory holds.
      }
      return { ...memory.get(attemptId) };
    },
    write(attemptId, answers) {
      const empty = Object.keys(answers).length === 0;
      if (empty) memory.delete(attemptId);
      else memory.set(attemptId, answers);
      try {
        const store = target();
        if (!store) return;
        if (empty) store.removeItem(queueStorageKey(attemptId));
        else store.setItem(queueStorageKey(attemptId), JSON.stringify(answers));
      } catch {
        // Kept in memory.
      }
    },
  };
}

/** The answers on screen: the server's, with the ones still queued on this device over them. */
export function mergeAnswers(server: AnswerMap, queued: AnswerMap): AnswerMap {
  return { ...server, ...queued };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The queued answers the server does not have yet once `sent` arrived (a newer change stays). */
export function withoutSent(queued: AnswerMap, sent: AnswerMap): AnswerMap {
  return Object.fromEntries(
    Object.entries(queued).filter(([id, answer]) => !(id in sent) || !same(sent[id], answer)),
  );
}

/**
 * What a failed save means: `offline` (no answer: kept, sent when the connection returns),
 * `retry` (the server is busy: kept, tried again), `closed` (the attempt was submitted, by the
 * timer or elsewhere), `rejected` (the server refuses these answers: trying again cannot help).
 */
export type SaveFailure = 'offline' | 'retry' | 'closed' | 'rejected';

export function classifySaveError(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.code === 'NO_RESPONSE' || error.status === 408) return 'offline';
  if (error.status === 409) return 'closed';
  if (error.status === 429 || error.status >= 500) return 'retry';
  return 'rejected';
}

/** `failed`: kept and tried again; `rejected`: refused by the server (422), dropped. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'failed' | 'rejected' | 'closed';

export interface AnswerQueueOptions {
  attemptId: string;
  store: AnswerStore;
  /** The PATCH with these answers. */
  send: (answers: AnswerMap) => Promise<unknown>;
  classify?: (error: unknown) => SaveFailure;
  onStatus?: (status: SaveStatus) => void;
  /** Quiet time after a change before it is sent (ms). */
  delayMs?: number;
  /** When a failed save is tried again even without an `online` event (ms). */
  retryMs?: number;
}

export interface AnswerQueue {
  /** Keeps the answer on the device at once and sends it after the quiet time. */
  put(questionId: string, answer: Answer): void;
  /** Sends everything queued now (one PATCH at a time; changes made meanwhile follow). */
  flush(): Promise<void>;
  /** The answers not saved yet. */
  pending(): AnswerMap;
  status(): SaveStatus;
  /** Stops waiting to send (before a submit takes the pending answers with it). */
  hold(): void;
  /** Sends again after a hold (the submit failed): now, if anything is queued. */
  resume(): void;
  /** Forgets the queue (once the submit has them). */
  clear(): void;
  /** Flushes whenever `target` fires `online`; returns the unsubscribe. */
  watch(target: EventTarget): () => void;
  dispose(): void;
}

export const SAVE_DELAY_MS = 600;
export const RETRY_MS = 10_000;

export function createAnswerQueue(options: AnswerQueueOptions): AnswerQueue {
  const { attemptId, store, send } = options;
  const classify = options.classify ?? classifySaveError;
  const delayMs = options.delayMs ?? SAVE_DELAY_MS;
  const retryMs = options.retryMs ?? RETRY_MS;
  let queued = store.read(attemptId);
  let status: SaveStatus = 'idle';
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let held = false;
  let disposed = false;

  const setStatus = (next: SaveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };
  const persist = () => store.write(attemptId, queued);
  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    stopTimer();
    if (disposed || held || status === 'closed') return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, ms);
  };

  async function sendBatch(batch: AnswerMap) {
    setStatus('saving');
    try {
      await send(batch);
      queued = withoutSent(queued, batch);
      persist();
      // Changes made meanwhile wait for their own quiet time (their timer runs).
      if (Object.keys(queued).length === 0) setStatus('saved');
    } catch (error) {
      const failure = classify(error);
      if (failure === 'closed') {
        setStatus('closed');
      } else if (failure === 'rejected') {
        // Answers the server will never take (it says why in a 422): trying again cannot help.
        queued = withoutSent(queued, batch);
        persist();
        setStatus('rejected');
      } else {
        again = false;
        setStatus(failure === 'offline' ? 'offline' : 'failed');
        schedule(retryMs);
      }
    }
  }

  function flush(): Promise<void> {
    stopTimer();
    if (disposed || held || status === 'closed') return Promise.resolve();
    if (inFlight) {
      again = true;
      return inFlight;
    }
    if (Object.keys(queued).length === 0) return Promise.resolve();
    inFlight = sendBatch({ ...queued }).finally(() => {
      inFlight = null;
      if (again) {
        again = false;
        void flush();
      }
    });
    return inFlight;
  }

  return {
    put(questionId, answer) {
      if (status === 'closed') return;
      held = false;
      queued = { ...queued, [questionId]: answer };
      persist();
      schedule(delayMs);
    },
    flush,
    pending: () => ({ ...queued }),
    status: () => status,
    hold() {
      held = true;
      stopTimer();
    },
    resume() {
      held = false;
      void flush();
    },
    clear() {
      stopTimer();
      queued = {};
      persist();
    },
    watch(target) {
      const online = () => {
        held = false;
        void flush();
      };
      target.addEventListener('online', online);
      return () => target.removeEventListener('online', online);
    },
    dispose() {
      disposed = true;
      stopTimer();
    },
  };
}
