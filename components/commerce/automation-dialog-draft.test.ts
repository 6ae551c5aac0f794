import { describe, expect, it } from 'vitest';
import type { OrderAutomation } from '@/lib/resources/commerce';
import { automationDraftOf, parseAutomationDraft } from './automation-dialog-draft';
import { refundNotice } from './automation-input.test-support';

const draft = (changes: Partial<ReturnType<typeof automationDraftOf>> = {}) => ({
  ...automationDraftOf(null),
  name: 'Welcome',
  ...changes,
});

describe('automationDraftOf', () => {
  it('starts a new rule on paid orders of any product, switched on, a year if it subscribes', () => {
    expect(automationDraftOf(null)).toEqual({
      name: '',
      trigger: 'paid',
      productId: '',
      courseIds: [],
      subscribe: false,
      months: '12',
      coachId: '',
      message: '',
      active: true,
    });
  });

  it('shows a saved rule as it is', () => {
    const saved = {
      id: 'a1',
      name: 'Annual',
      trigger: 'refunded',
      productId: 'p1',
      productName: 'Annual subscription',
      courses: [{ id: 'c1', title: 'Data literacy' }],
      subscriptionMonths: 24,
      coachId: 'k1',
      coachName: 'Kim',
      message: 'Hi',
      active: false,
      position: 1,
    } as OrderAutomation;
    expect(automationDraftOf(saved)).toEqual({
      name: 'Annual',
      trigger: 'refunded',
      productId: 'p1',
      courseIds: ['c1'],
      subscribe: true,
      months: '24',
      coachId: 'k1',
      message: 'Hi',
      active: false,
    });
  });
});

describe('parseAutomationDraft', () => {
  it('asks for a name of at most 120 characters and something to do', () => {
    expect(parseAutomationDraft(draft({ name: '  ' })).errors).toEqual({
      name: 'nameRequired',
      actions: 'nothingToDo',
    });
    expect(parseAutomationDraft(draft({ name: 'x'.repeat(121), message: 'Hi' })).errors).toEqual({
      name: 'nameTooLong',
    });
    expect(parseAutomationDraft(draft({ name: 'x'.repeat(120), message: 'Hi' })).errors).toBeNull();
  });

  it('takes 1 to 120 whole months only while the subscription step is on', () => {
    for (const months of ['0', '121', '1.5', 'twelve', '']) {
      expect(parseAutomationDraft(draft({ subscribe: true, months })).errors).toEqual({
        months: 'monthsRange',
      });
    }
    expect(parseAutomationDraft(draft({ subscribe: true, months: ' 120 ' })).input).toMatchObject({
      subscriptionMonths: 120,
    });
    expect(parseAutomationDraft(draft({ months: 'twelve', coachId: 'k1' })).input).toMatchObject({
      subscriptionMonths: null,
    });
  });

  it('takes a notification of at most 500 characters', () => {
    expect(parseAutomationDraft(draft({ message: 'x'.repeat(501) })).errors).toEqual({
      message: 'messageTooLong',
    });
  });

  it('sends the trimmed rule, with empty choices as none', () => {
    expect(
      parseAutomationDraft(draft({ name: ' Refunds ', trigger: 'refunded', message: ' Sorry. ' })),
    ).toEqual({
      input: refundNotice('Sorry.'),
      errors: null,
    });
    expect(
      parseAutomationDraft(draft({ productId: 'p1', courseIds: ['c1'], coachId: 'k1' })).input,
    ).toMatchObject({ productId: 'p1', courseIds: ['c1'], coachId: 'k1' });
  });
});
