import { type AnyExtension, Extension, mergeAttributes, Node } from '@tiptap/core';
import { Image, type ImageOptions } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { CharacterCount } from '@tiptap/extensions';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { TableMap } from '@tiptap/pm/tables';
import { StarterKit } from '@tiptap/starter-kit';
import {
  isAllowedEmbedSrc,
  isAllowedImageSrc,
  isAllowedLinkHref,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  RICH_TEXT_MAX_LENGTH,
} from '@/shared/rich-text/allowlist';
import { cleanPastedHtml } from './paste';

/**
 * The editor's schema: exactly the rich text allowlist of shared/rich-text (the server's
 * sanitiser keeps the same markup), with the HTML each node writes matching what the sanitiser
 * writes, so stored rich text round-trips byte for byte.
 */

/** A web or e-mail address typed without a scheme, which autolinking completes. */
const BARE_ADDRESS = /^(?:[\w.+-]+@)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#][^\s\\]*)?$/i;

const digits = (value: string | null) =>
  value && /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;

/**
 * Images: an allowed source (the file storage, or a host the portal allowlists: `imageHosts`),
 * and always an alt attribute (the insert dialog requires text).
 */
const RichImage = Image.extend<{ imageHosts: readonly string[] } & ImageOptions>({
  addOptions() {
    return { ...(this.parent?.() as ImageOptions), imageHosts: [] };
  },
  addAttributes() {
    return {
      src: { default: null },
      alt: {
        default: '',
        parseHTML: (element) => element.getAttribute('alt') ?? '',
        renderHTML: (attributes) => ({ alt: attributes.alt ?? '' }),
      },
      title: { default: null },
      width: { default: null, parseHTML: (element) => digits(element.getAttribute('width')) },
      height: { default: null, parseHTML: (element) => digits(element.getAttribute('height')) },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) =>
          isAllowedImageSrc(element.getAttribute('src') ?? '', this.options.imageHosts)
            ? null
            : false,
      },
    ];
  },
  // No `![alt](src)` shortcut: images come in through the dialog (and its alt text) only.
  addInputRules() {
    return [];
  },
});

/** Tables as plain markup (no colgroup, no inline widths), at most 20×20. */
const RichTable = Table.extend({
  renderHTML() {
    return ['table', ['tbody', 0]];
  },
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      // Tab moves to the next cell and adds a row at the end, but never past the limit: there
      // Tab leaves the editor as it would anywhere else.
      Tab: () => {
        if (this.editor.commands.goToNextCell()) return true;
        const size = currentTableSize(this.editor.state.selection.$from);
        if (!size || size.rows >= MAX_TABLE_ROWS) return false;
        return this.editor.chain().addRowAfter().goToNextCell().run();
      },
    };
  },
}).configure({ resizable: false, allowTableNodeSelection: false });

/** Cell attributes the sanitiser keeps; widths and alignment (inline styles) are not kept. */
const cellAttributes = {
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
  align: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
};
const RichTableCell = TableCell.extend({
  addAttributes() {
    return { ...this.parent?.(), ...cellAttributes };
  },
});
const RichTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      ...cellAttributes,
      scope: {
        default: null,
        parseHTML: (element) => {
          const scope = element.getAttribute('scope');
          return scope && /^(col|row|colgroup|rowgroup)$/.test(scope) ? scope : null;
        },
      },
    };
  },
});

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Embeds a player of an allowlisted video host (shared/rich-text/allowlist.ts). */
      setVideoEmbed: (attributes: { src: string; title: string }) => ReturnType;
    };
  }
}

/** A video player of an allowlisted host, stored as an <iframe> the sanitiser keeps. */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: null },
      title: {
        default: null,
        renderHTML: (attributes) => (attributes.title ? { title: attributes.title } : {}),
      },
      width: { default: null, parseHTML: (element) => digits(element.getAttribute('width')) },
      height: { default: null, parseHTML: (element) => digits(element.getAttribute('height')) },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) =>
          isAllowedEmbedSrc(element.getAttribute('src') ?? '') ? null : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, { allowfullscreen: '' })];
  },
  addCommands() {
    return {
      setVideoEmbed:
        (attributes) =>
        ({ commands }) =>
          isAllowedEmbedSrc(attributes.src) &&
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});

/** Rows and columns of the table around a position, or null outside a table. */
export function currentTableSize(
  $pos: import('@tiptap/pm/model').ResolvedPos,
): { rows: number; columns: number } | null {
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const node = $pos.node(depth);
    if (node.type.spec.tableRole === 'table') return tableSize(node);
  }
  return null;
}

function tableSize(table: ProseMirrorNode) {
  const map = TableMap.get(table);
  return { rows: map.height, columns: map.width };
}

const tooLarge = (node: ProseMirrorNode) => {
  if (node.type.spec.tableRole !== 'table') return false;
  const { rows, columns } = tableSize(node);
  return rows > MAX_TABLE_ROWS || columns > MAX_TABLE_COLUMNS;
};

/**
 * The allowlist's rules the schema cannot express: pasted HTML is cleaned (paste.ts), and no
 * change may leave a table larger than 20×20 (only the tables a change touches are measured,
 * so typing stays cheap).
 */
const RichTextRules = Extension.create<{
  onRefusedImages: ((count: number) => void) | null;
  imageHosts: readonly string[];
}>({
  name: 'richTextRules',
  addOptions() {
    return { onRefusedImages: null, imageHosts: [] };
  },
  transformPastedHTML(html) {
    return cleanPastedHtml(
      html,
      this.options.onRefusedImages ?? undefined,
      this.options.imageHosts,
    );
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('tableLimit'),
        filterTransaction: (transaction) => {
          if (!transaction.docChanged) return true;
          const { doc, mapping } = transaction;
          let allowed = true;
          transaction.steps.forEach((step, index) => {
            const rest = mapping.slice(index + 1);
            step.getMap().forEach((_oldStart, _oldEnd, newStart, newEnd) => {
              if (!allowed) return;
              const from = Math.max(0, Math.min(rest.map(newStart, -1), doc.content.size));
              const to = Math.max(from, Math.min(rest.map(newEnd, 1), doc.content.size));
              doc.nodesBetween(from, to, (node) => {
                if (!allowed) return false;
                if (tooLarge(node)) allowed = false;
                return node.isBlock;
              });
            });
          });
          return allowed;
        },
      }),
    ];
  },
});

export interface ExtensionOptions {
  /** Characters allowed; typing stops there (content already longer is kept, never cut). */
  maxLength?: number;
  /** Hears how many images a paste left out (another site's). */
  onRefusedImages?: (count: number) => void;
  /** The portal's allowlisted image hosts: their https images are kept. */
  imageHosts?: readonly string[];
}

/** Every extension of the shared editor (also used by the round-trip tests). */
export function richTextExtensions({
  maxLength,
  onRefusedImages,
  imageHosts = [],
}: ExtensionOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        // A link opens in the same tab unless its author asks otherwise (then rel is forced).
        HTMLAttributes: { target: null, rel: null, class: null },
        // Autolinking checks the text it found ("example.com", "ana@example.com") before it
        // adds the scheme; what is stored is always a full http(s)/mailto address.
        isAllowedUri: (url) =>
          typeof url === 'string' && (isAllowedLinkHref(url) || BARE_ADDRESS.test(url)),
      },
    }),
    RichImage.configure({ inline: false, allowBase64: false, imageHosts }),
    RichTable,
    TableRow,
    RichTableHeader,
    RichTableCell,
    VideoEmbed,
    RichTextRules.configure({ onRefusedImages: onRefusedImages ?? null, imageHosts }),
    CharacterCount.configure({ limit: maxLength ?? RICH_TEXT_MAX_LENGTH, autoTrim: false }),
  ];
}

/** The HTML to store: empty for an empty document, and without the trailing empty paragraph
 * the editor keeps after a table or an image so the cursor can get there. */
export function storedHtml(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : html.replace(/(?:<p><\/p>)+$/, '');
}
