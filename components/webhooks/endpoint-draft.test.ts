import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@/shared/integrations/webhook-events';
import {
  allEventsState,
  endpointDraftOf,
  eventsInOrder,
  parseEndpointDraft,
} from './endpoint-draft';

describe('the webhook endpoint form (issue 42, item 2)', () => {
  it('starts empty, or from the endpoint', () => {
    expect(endpointDraftOf()).toEqual({ url: '', description: '', events: [] });
    expect(
      endpointDraftOf({
        id: 'e1',
        url: 'https://hooks.example.com/academy',
        description: 'HR sync',
        events: ['order.paid', 'account.created'],
        enabled: true,
        disabledReason: null,
        failingSince: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      url: 'https://hooks.example.com/academy',
      description: 'HR sync',
      events: ['account.created', 'order.paid'],
    });
  });

  it('sends the trimmed address and description, the events in list order', () => {
    expect(
      parseEndpointDraft({
        url: ' https://hooks.example.com/academy ',
        description: ' HR sync ',
        events: ['quiz.failed', 'account.created', 'quiz.failed'],
      }),
    ).toEqual({
      input: {
        url: 'https://hooks.example.com/academy',
        description: 'HR sync',
        events: ['account.created', 'quiz.failed'],
      },
      errors: null,
    });
  });

  it('names every problem at once, with the API’s limits (2,000 and 500 characters)', () => {
    expect(parseEndpointDraft({ url: ' ', description: '', events: [] }).errors).toEqual({
      url: 'urlRequired',
      events: 'eventsRequired',
    });
    expect(
      parseEndpointDraft({
        url: `https://example.com/${'a'.repeat(2_000)}`,
        description: 'x'.repeat(501),
        events: ['order.paid'],
      }).errors,
    ).toEqual({ url: 'urlTooLong', description: 'descriptionTooLong' });
    expect(
      parseEndpointDraft({
        url: 'x'.repeat(10),
        description: 'x'.repeat(500),
        events: ['order.paid'],
      }).errors,
    ).toEqual({ url: 'urlInvalid' });
  });

  it('leaves https and public hosts to the API, but wants a web address', () => {
    const events = ['order.paid' as const];
    expect(
      parseEndpointDraft({ url: 'ftp://example.com/x', description: '', events }).errors,
    ).toEqual({ url: 'urlInvalid' });
    expect(
      parseEndpointDraft({ url: 'hooks.example.com', description: '', events }).errors,
    ).toEqual({
      url: 'urlInvalid',
    });
    // The API refuses it in production (not https, loopback); the tests' server lets it through.
    expect(
      parseEndpointDraft({ url: 'http://127.0.0.1:4000/hook', description: '', events }).input,
    ).not.toBeNull();
  });

  it('says whether none, some or all events are chosen', () => {
    expect(allEventsState([])).toBe('none');
    expect(allEventsState(['order.paid', 'not.an.event'])).toBe('some');
    expect(allEventsState([...WEBHOOK_EVENT_TYPES].reverse())).toBe('all');
    expect(eventsInOrder(['not.an.event'])).toEqual([]);
  });
});
