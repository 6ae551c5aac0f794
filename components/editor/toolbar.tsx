'use client';

import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from '@/shared/rich-text/allowlist';
import { currentTableSize } from './extensions';
import { type HeadingIconName, type IconName, ToolbarIcon } from './icons';

export type EditorDialog = 'link' | 'image' | 'video';

interface ToolbarProps {
  editor: Editor;
  /** The toolbar's accessible name. */
  name: string;
  disabled: boolean;
  images: boolean;
  video: boolean;
  onOpenDialog: (dialog: EditorDialog) => void;
}

type ButtonKey = IconName | HeadingIconName;

interface ToolbarButton {
  key: ButtonKey;
  /** aria-pressed: a mark or block the selection has (undefined: not a toggle). */
  pressed?: boolean;
  /** Not possible here (aria-disabled: the button stays in the tab order of the toolbar). */
  unavailable?: boolean;
  opensDialog?: boolean;
  shortcut?: string;
  run: (editor: Editor) => void;
  /** The group the button starts (a visual separator before it). */
  group?: boolean;
}

/** What the toolbar shows about the selection: one small object, re-rendered only on change. */
function selectToolbarState({ editor }: { editor: Editor | null }) {
  if (!editor) return null;
  const table = editor.isActive('table') ? currentTableSize(editor.state.selection.$from) : null;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    heading4: editor.isActive('heading', { level: 4 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
    table,
    headerRow: table ? editor.isActive('tableHeader') : false,
  };
}

type ToolbarState = NonNullable<ReturnType<typeof selectToolbarState>>;

type Chain = ReturnType<Editor['chain']>;

/**
 * A command on the current selection, after which the text has the focus again (as in other
 * editors: what is switched on applies to what is typed next; Shift+Tab returns to the same
 * button).
 */
const command = (apply: (chain: Chain) => Chain) => (editor: Editor) => {
  apply(editor.chain().focus()).run();
};

type ToggleKey =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'heading2'
  | 'heading3'
  | 'heading4'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'codeBlock';

interface Toggle {
  key: ToggleKey;
  group?: true;
  shortcut?: string;
  toggle: (chain: Chain) => Chain;
}

/** The mark and block toggles, in toolbar order: each is pressed while the selection has it. */
const TOGGLES: Toggle[] = [
  { key: 'bold', shortcut: 'Control+B', toggle: (c) => c.toggleBold() },
  { key: 'italic', shortcut: 'Control+I', toggle: (c) => c.toggleItalic() },
  { key: 'underline', shortcut: 'Control+U', toggle: (c) => c.toggleUnderline() },
  { key: 'strike', shortcut: 'Control+Shift+S', toggle: (c) => c.toggleStrike() },
  { key: 'heading2', group: true, toggle: (c) => c.toggleHeading({ level: 2 }) },
  { key: 'heading3', toggle: (c) => c.toggleHeading({ level: 3 }) },
  { key: 'heading4', toggle: (c) => c.toggleHeading({ level: 4 }) },
  {
    key: 'bulletList',
    group: true,
    shortcut: 'Control+Shift+8',
    toggle: (c) => c.toggleBulletList(),
  },
  { key: 'orderedList', shortcut: 'Control+Shift+7', toggle: (c) => c.toggleOrderedList() },
  { key: 'blockquote', shortcut: 'Control+Shift+B', toggle: (c) => c.toggleBlockquote() },
  { key: 'codeBlock', shortcut: 'Control+Alt+C', toggle: (c) => c.toggleCodeBlock() },
];

function buttons(state: ToolbarState, props: ToolbarProps): ToolbarButton[] {
  const open = (dialog: EditorDialog) => () => props.onOpenDialog(dialog);
  const list: ToolbarButton[] = [
    ...TOGGLES.map(({ key, group, shortcut, toggle }) => ({
      key,
      group,
      pressed: state[key],
      shortcut,
      run: command(toggle),
    })),
    { key: 'link', group: true, opensDialog: true, shortcut: 'Control+K', run: open('link') },
  ];
  if (props.images) list.push({ key: 'image', opensDialog: true, run: open('image') });
  if (props.video) list.push({ key: 'video', opensDialog: true, run: open('video') });
  list.push({
    key: 'table',
    // Tables are not put inside tables.
    unavailable: state.table !== null,
    run: command((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
  });
  if (state.table) {
    const { rows, columns } = state.table;
    list.push(
      {
        key: 'addRow',
        group: true,
        unavailable: rows >= MAX_TABLE_ROWS,
        run: command((c) => c.addRowAfter()),
      },
      {
        key: 'addColumn',
        unavailable: columns >= MAX_TABLE_COLUMNS,
        run: command((c) => c.addColumnAfter()),
      },
      { key: 'deleteRow', run: command((c) => c.deleteRow()) },
      { key: 'deleteColumn', run: command((c) => c.deleteColumn()) },
      { key: 'headerRow', pressed: state.headerRow, run: command((c) => c.toggleHeaderRow()) },
      { key: 'deleteTable', run: command((c) => c.deleteTable()) },
    );
  }
  list.push(
    {
      key: 'undo',
      group: true,
      unavailable: !state.canUndo,
      shortcut: 'Control+Z',
      run: command((c) => c.undo()),
    },
    {
      key: 'redo',
      unavailable: !state.canRedo,
      shortcut: 'Control+Shift+Z',
      run: command((c) => c.redo()),
    },
  );
  return list;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, the arrow keys, Home and End
 * move between the buttons, toggles say whether they are on with aria-pressed. The toolbar
 * remembers the last button used, so Shift+Tab from the text goes back to it.
 */
export const Toolbar = memo(function Toolbar(props: ToolbarProps) {
  const { editor, name, disabled } = props;
  const t = useTranslations('editor.toolbar');
  const state = useEditorState({ editor, selector: selectToolbarState });
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = state ? buttons(state, props) : [];
  const current = Math.min(active, list.length - 1);

  // Buttons come and go (the table's tools): the Tab stop stays on a button that exists.
  useEffect(() => {
    if (active !== current) setActive(current);
  }, [active, current]);

  const move = useCallback((index: number) => {
    setActive(index);
    refs.current[index]?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = list.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div
      role="toolbar"
      aria-label={name}
      aria-disabled={disabled || undefined}
      className="rich-text-editor-toolbar"
      onKeyDown={onKeyDown}
    >
      {list.map((button, index) => {
        const unavailable = disabled || button.unavailable;
        const label = t(button.key);
        return (
          <button
            key={button.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            className={
              button.group ? 'rich-text-editor-button group-start' : 'rich-text-editor-button'
            }
            tabIndex={index === current ? 0 : -1}
            aria-label={label}
            title={label}
            aria-pressed={button.pressed}
            aria-disabled={unavailable || undefined}
            aria-haspopup={button.opensDialog ? 'dialog' : undefined}
            aria-keyshortcuts={button.shortcut}
            // The mouse must not take the focus (and the selection's highlight) from the text.
            onMouseDown={(event: MouseEvent) => event.preventDefault()}
            onFocus={() => setActive(index)}
            onClick={() => {
              if (!unavailable) button.run(editor);
            }}
          >
            <ToolbarIcon name={button.key} />
          </button>
        );
      })}
    </div>
  );
});
