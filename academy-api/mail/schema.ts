import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Secrets the API generates once and every instance shares (the unsubscribe links' HMAC key
 * when UNSUBSCRIBE_SECRET is not set).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Commerce (SCREENS "Commerce"): sales catalogs, orders, promotions and order automations
// ---------------------------------------------------------------------------------------------
