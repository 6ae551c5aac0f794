/**
 * The toolbar's buttons outside a table, in order, and where a new group starts. The toolbar
 * builds the same list (a test holds them together); the loading placeholder of lazy-editor.tsx
 * draws empty slots from it, so the toolbar wraps onto as many rows as the real one will and
 * nothing jumps when the editor arrives.
 */
export function toolbarSlots({ images, video }: { images: boolean; video: boolean }) {
  const keys = [
    'bold',
    'italic',
    'underline',
    'strike',
    'heading2',
    'heading3',
    'heading4',
    'bulletList',
    'orderedList',
    'blockquote',
    'codeBlock',
    'link',
    ...(images ? ['image'] : []),
    ...(video ? ['video'] : []),
    'table',
    'undo',
    'redo',
  ];
  const groupStarts = new Set(['heading2', 'bulletList', 'link', 'undo']);
  return keys.map((key) => ({ key, group: groupStarts.has(key) }));
}
