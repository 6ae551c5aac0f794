import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { ERASURE_REQUEST_STATUSES } from './erasure';

/**
 * The data rights domain's JSON:API resource contracts (shared/contract/resource.ts): a
 * person's request to have their account and data erased (issue 42, item 4).
 */
export const erasureRequests = defineResource({
  type: 'erasure_requests',
  description:
    'A person’s request to have their account and personal data erased, and how the portal’s admins answered it.',
  attributes: {
    account_id: z.uuid(),
    /** The account's name and address now ("Erased account" once erased). */
    account_name: z.string(),
    account_email: z.string(),
    /** What the person added to their request (emptied when the account is erased). */
    note: z.string(),
    status: z.enum(ERASURE_REQUEST_STATUSES),
    requested_at: timestamp,
    /** The day by which it must be answered (one month, GDPR art. 12(3)). */
    due_at: timestamp,
    handled_at: optionalTimestamp,
    handled_by_name: z.string().nullable(),
    /** The admin's reason for erasing or declining. */
    decision_reason: z.string(),
  },
});
