/**
 * The toolbar's pictures: 20 px line drawings in the text colour. Decorative: every button
 * carries its name (aria-label) in the reader's language.
 */
const PATHS = {
  bold: 'M6 4h5a3.5 3.5 0 0 1 0 7H6zM6 11h6a3.5 3.5 0 0 1 0 7H6z',
  italic: 'M9 4h7M4 18h7M12.5 4 8 18',
  underline: 'M6 3v6a5 5 0 0 0 10 0V3M4 19h14',
  strike:
    'M4 11h14M15 6.5C14.3 5 12.8 4 11 4 8.8 4 7 5.3 7 7.2c0 1.4.9 2.3 2.3 2.8M7.3 15c.6 1.8 2 3 3.9 3 2.3 0 4-1.3 4-3.3 0-.6-.1-1.1-.4-1.6',
  bulletList: 'M9 5h10M9 11h10M9 17h10M4 5h.01M4 11h.01M4 17h.01',
  orderedList: 'M10 5h9M10 11h9M10 17h9M4 4h1v4M4 8h2M4 14.5a1 1 0 0 1 2 0c0 1.2-2 1.6-2 3.5h2',
  blockquote: 'M4 7h5v5H6l-2 3zM12 7h5v5h-3l-2 3z',
  codeBlock: 'm8 7-5 4 5 4M14 7l5 4-5 4M12.5 4 9.5 18',
  link: 'M9.5 12.5a4 4 0 0 0 5.7 0l2.8-2.8a4 4 0 0 0-5.7-5.7l-1 1M12.5 9.5a4 4 0 0 0-5.7 0L4 12.3A4 4 0 0 0 9.7 18l1-1',
  image: 'M3 4h16v14H3zM3 15l5-5 4 4 2-2 5 5M14 8.5h.01',
  video: 'M3 5h16v12H3zM9.5 8v6l5-3z',
  table: 'M3 4h16v14H3zM3 9h16M3 13.5h16M8.5 4v14M13.5 4v14',
  undo: 'M8 5 4 9l4 4M4 9h9a5 5 0 0 1 0 10h-2',
  redo: 'm14 5 4 4-4 4M18 9H9a5 5 0 0 0 0 10h2',
  addRow: 'M3 4h16v7H3zM3 7.5h16M11 14v6M8 17h6',
  addColumn: 'M3 3h7v16H3zM6.5 3v16M14 11h6M17 8v6',
  deleteRow: 'M3 4h16v7H3zM3 7.5h16M8 17h6',
  deleteColumn: 'M3 3h7v16H3zM6.5 3v16M14 11h6',
  headerRow: 'M3 4h16v14H3zM3 9h16M8.5 9v9M13.5 9v9M5 6.5h12',
  deleteTable: 'M3 4h16v14H3zM3 9h16M8 12l6 5M14 12l-6 5',
} as const;

export type IconName = keyof typeof PATHS;

const HEADING_LEVEL = { heading2: '2', heading3: '3', heading4: '4' } as const;
export type HeadingIconName = keyof typeof HEADING_LEVEL;

export function ToolbarIcon({ name }: { name: IconName | HeadingIconName }) {
  if (name in HEADING_LEVEL) {
    return (
      <span className="rich-text-editor-heading-icon" aria-hidden="true">
        H<span>{HEADING_LEVEL[name as HeadingIconName]}</span>
      </span>
    );
  }
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 22 22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name as IconName]} />
    </svg>
  );
}
