import { describe, expect, it } from 'vitest';
import { ApiError, noResponseError } from '@/lib/api/errors';
import type { MailingListSettings } from '@/lib/resources/mailings';
import { saveRefusal, settingsFields, settingsInput } from './settings-form-fields';

const SETTINGS: MailingListSettings = {
  id: 'portal-1',
  fromName: 'Demo Academy',
  fromAddress: 'news@demo.academy',
  replyTo: null,
  footer: 'Footer',
  batchSize: 100,
};

describe('settingsFields', () => {
  it('start from what is saved, with the API’s rules', () => {
    const fields = settingsFields(SETTINGS);
    expect(fields.from_name).toEqual({
      value: 'Demo Academy',
      rules: 'required|min:2|max:100',
      trim: true,
    });
    expect(fields.reply_to?.value).toBe('');
    expect(fields.reply_to?.rules).toBe('is_email|max:255');
    expect(fields.batch_size).toEqual({ value: '100', rules: 'required', trim: true });
  });
});

describe('settingsInput', () => {
  it('saves the values, with no reply-to address as null and the batch size as a number', () => {
    expect(
      settingsInput({
        from_name: 'Demo Academy',
        from_address: 'news@demo.academy',
        reply_to: '',
        footer: 'Footer',
        batch_size: '50',
      }),
    ).toEqual({
      fromName: 'Demo Academy',
      fromAddress: 'news@demo.academy',
      replyTo: null,
      footer: 'Footer',
      batchSize: 50,
    });
  });
});

describe('saveRefusal', () => {
  it('keeps what the API said, else says `failed`', () => {
    const field = { detail: 'Invalid.', source: { pointer: '/data/attributes/from_address' } };
    expect(saveRefusal(new ApiError(422, [field]), 'Failed.')).toEqual({
      status: 422,
      errors: [field],
    });
    expect(saveRefusal(noResponseError(), 'Failed.')).toEqual({
      status: 500,
      errors: [{ detail: 'Failed.' }],
    });
  });
});
