/**
 * The button texts of a dialog that saves, from its namespace's `save`, `saving` and `cancel`
 * (the keys every such dialog has), for DialogForm's `submit`, `busy` and `cancel`.
 */
export const saveButtons = (t: (key: 'save' | 'saving' | 'cancel') => string) => ({
  submit: t('save'),
  busy: t('saving'),
  cancel: t('cancel'),
});
