import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { loadMessages } from '@/messages';
import { ALL_STAFF_ROLES, COACH_ROLES, STUDENT_ROLES } from '@/shared/access/roles';
import { roleList, roleName } from './role-names';

const ROLES = [...ALL_STAFF_ROLES, ...COACH_ROLES, ...STUDENT_ROLES];

describe('role names (no raw role keys on screen)', () => {
  it.each(LOCALES)('names every role in %s', async (locale) => {
    const messages = await loadMessages(locale);
    const t = createTranslator({ locale, messages, namespace: 'common' });
    for (const role of ROLES) {
      expect(t.has(`roleNames.${role}`), `${locale} common.roleNames.${role}`).toBe(true);
      expect(roleName(role, t)).not.toContain('_');
    }
  });

  it('lists Ada Admin’s roles by name', async () => {
    const t = createTranslator({
      locale: 'nl',
      messages: await loadMessages('nl'),
      namespace: 'common',
    });
    expect(roleList(['academy_admin', 'academy_support'], t)).toBe(
      'Academy-beheerder, Academy-support',
    );
    expect(roleList([], t)).toBe('—');
    expect(roleName('academy_future', t)).toBe('academy future');
  });
});
