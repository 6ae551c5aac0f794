import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { COURSE_DESCRIPTIONS, LESSON_CONTENT } from '@/academy-api/db/seed-lessons';
import { sanitizeRichText } from '@/shared/rich-text/sanitize';
import { EDITOR_DOCUMENT, EDITOR_IMAGE_HOSTS } from '@/shared/rich-text/test-documents';
import { richTextExtensions, storedHtml } from './extensions';

/** The editor and the server's sanitiser agree: what one writes, the other keeps unchanged. */
const editors: Editor[] = [];
function load(html: string, imageHosts: readonly string[] = []) {
  const editor = new Editor({ extensions: richTextExtensions({ imageHosts }), content: html });
  editors.push(editor);
  return editor;
}
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

describe('the editor and the sanitiser agree', () => {
  it('writes the document with every allowed element exactly as it read it', () => {
    const editor = load(EDITOR_DOCUMENT, EDITOR_IMAGE_HOSTS);
    expect(editor.getHTML()).toBe(EDITOR_DOCUMENT);
    expect(sanitizeRichText(editor.getHTML(), { imageHosts: EDITOR_IMAGE_HOSTS })).toBe(
      editor.getHTML(),
    );
  });

  it('keeps an https image only of a host the portal allowlists', () => {
    const image = '<img src="https://images.example.com/chart.png" alt="A line chart">';
    expect(load(`<p>a</p>${image}`, EDITOR_IMAGE_HOSTS).getHTML()).toContain(image);
    expect(load(`<p>a</p>${image}`).getHTML()).not.toContain('<img');
    expect(load(`<p>a</p>${image}`, ['other.example.com']).getHTML()).not.toContain('<img');
  });

  it('writes every seeded lesson in markup the sanitiser keeps byte for byte', () => {
    const seeded = [
      ...Object.values(LESSON_CONTENT).flatMap((lessons) => Object.values(lessons)),
      ...Object.values(COURSE_DESCRIPTIONS),
    ];
    for (const html of seeded) {
      const editor = load(html);
      const written = storedHtml(editor.getHTML(), editor.isEmpty);
      expect(sanitizeRichText(written)).toBe(written);
      // Nothing of the lesson is lost on the way: same text, same images.
      expect(editor.getText()).not.toBe('');
      expect(written.match(/<img /g)?.length ?? 0).toBe(html.match(/<img /g)?.length ?? 0);
      expect(written.match(/<(td|th)\b/g)?.length ?? 0).toBe(
        html.match(/<(td|th)\b/g)?.length ?? 0,
      );
    }
  });

  it('drops what the sanitiser would drop when it is loaded', () => {
    const editor = load(
      '<h1>Title</h1><p style="color:red" class="x" onclick="alert(1)">A <span>b</span> <a href="javascript:alert(1)">c</a></p><img src="data:image/png;base64,AAAA" alt="x"><iframe src="https://evil.example/x"></iframe>',
    );
    expect(editor.getHTML()).toBe('<p>Title</p><p>A b c</p>');
  });

  it('keeps tables at 20×20: no command, Tab or insertion makes them larger', () => {
    const row = `<tr>${'<td><p>x</p></td>'.repeat(20)}</tr>`;
    const editor = load(`<table><tbody>${row.repeat(20)}</tbody></table><p>after</p>`);
    const cells = () => editor.getHTML().match(/<td>/g)?.length;
    expect(cells()).toBe(400);
    // The last cell: Tab would add a row; at the limit it leaves the editor instead.
    const lastCell = () => {
      let last = 0;
      editor.state.doc.descendants((node, pos, parent) => {
        if (node.type.name === 'paragraph' && parent?.type.name === 'tableCell') last = pos + 1;
      });
      return last;
    };
    editor.commands.setTextSelection(lastCell());
    const tab = new KeyboardEvent('keydown', { key: 'Tab' });
    const handled = editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, tab));
    expect(handled).toBeFalsy();
    // The commands run, but the change is refused.
    editor.commands.addRowAfter();
    editor.commands.addColumnAfter();
    editor.commands.insertContent(`<table><tbody>${row.repeat(21)}</tbody></table>`);
    expect(cells()).toBe(400);
    // Fewer rows: Tab in the last cell adds one.
    editor.commands.deleteRow();
    editor.commands.setTextSelection(lastCell());
    expect(editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, tab))).toBe(true);
    expect(cells()).toBe(400);
  });

  it('stores an empty document as an empty string, without the trailing empty paragraph', () => {
    expect(storedHtml(load('').getHTML(), true)).toBe('');
    const table = load('<table><tbody><tr><td><p>x</p></td></tr></tbody></table>');
    table.commands.focus('end');
    expect(storedHtml(table.getHTML(), table.isEmpty)).toBe(
      '<table><tbody><tr><td><p>x</p></td></tr></tbody></table>',
    );
  });
});
