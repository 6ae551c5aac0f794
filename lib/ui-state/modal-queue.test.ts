import { describe, expect, it } from 'vitest';
import {
  EMPTY_MODAL_QUEUE,
  type ModalAction,
  type ModalQueueState,
  modalQueueReducer,
} from './modal-queue';

const run = (...actions: ModalAction[]): ModalQueueState =>
  actions.reduce<ModalQueueState>(modalQueueReducer, EMPTY_MODAL_QUEUE);
const open = (id: string, priority?: number): ModalAction => ({
  type: 'open',
  modal: priority === undefined ? { id } : { id, priority },
});
const ids = (state: ModalQueueState) => ({
  current: state.current?.id ?? null,
  queue: state.queue.map((entry) => entry.id),
});

describe('modal queue (spec §4)', () => {
  it('priority defaults to 0', () => {
    expect(run(open('a')).current).toEqual({ id: 'a', priority: 0 });
  });
  it('a higher priority replaces the shown modal, which is queued', () => {
    expect(ids(run(open('a'), open('b', 1)))).toEqual({ current: 'b', queue: ['a'] });
  });
  it('an equal or lower priority is queued', () => {
    expect(ids(run(open('a', 1), open('b', 1), open('c', 0)))).toEqual({
      current: 'a',
      queue: ['b', 'c'],
    });
  });
  it('keeps the queue sorted highest first, equals in arrival order', () => {
    const state = run(open('top', 9), open('low', -1), open('mid'), open('high', 5), open('mid2'));
    expect(ids(state)).toEqual({ current: 'top', queue: ['high', 'mid', 'mid2', 'low'] });
  });
  it('a replaced modal waits ahead of its equals (it came first)', () => {
    expect(ids(run(open('a'), open('b'), open('c', 2)))).toEqual({
      current: 'c',
      queue: ['a', 'b'],
    });
  });
  it('closing shows the next', () => {
    const state = run(open('a'), open('b', 3), open('c', 1), { type: 'close' });
    expect(ids(state)).toEqual({ current: 'c', queue: ['a'] });
    expect(ids(modalQueueReducer(state, { type: 'close', id: 'c' }))).toEqual({
      current: 'a',
      queue: [],
    });
  });
  it('closing a waiting modal only takes it out of the queue', () => {
    expect(ids(run(open('a'), open('b'), open('c'), { type: 'close', id: 'b' }))).toEqual({
      current: 'a',
      queue: ['c'],
    });
  });
  it('close all empties all', () => {
    expect(run(open('a'), open('b'), { type: 'closeAll' })).toEqual(EMPTY_MODAL_QUEUE);
  });
  it('a route change closes the current modal', () => {
    expect(ids(run(open('a'), { type: 'routeChange' }))).toEqual({ current: null, queue: [] });
    expect(ids(run(open('a'), open('b'), { type: 'routeChange' }))).toEqual({
      current: 'b',
      queue: [],
    });
  });
  it('does not open the same modal twice, and leaves an empty queue untouched', () => {
    const state = run(open('a'), open('b'));
    expect(modalQueueReducer(state, open('b', 5))).toBe(state);
    expect(modalQueueReducer(EMPTY_MODAL_QUEUE, { type: 'close' })).toBe(EMPTY_MODAL_QUEUE);
    expect(modalQueueReducer(EMPTY_MODAL_QUEUE, { type: 'routeChange' })).toBe(EMPTY_MODAL_QUEUE);
  });
  it('keeps the props it was opened with', () => {
    const state = modalQueueReducer<{ title: string }>(EMPTY_MODAL_QUEUE, {
      type: 'open',
      modal: { id: 'a', props: { title: 'Hi' } },
    });
    expect(state.current?.props).toEqual({ title: 'Hi' });
  });
});
