import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { meKeys } from '@/lib/resources/me';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { labelInName } from '@/tests/support/label-in-name';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { RichTextEditor as LazyRichTextEditor } from './lazy-editor';
import { CHANGE_DELAY_MS, RichTextEditor } from './rich-text-editor';
import { toolbarSlots } from './toolbar-layout';
import type { RichTextEditorProps } from './types';

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/lib/files/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/files/upload')>()),
  uploadFile: upload.uploadFile,
}));

// jsdom has no layout: ProseMirror asks for rectangles when it scrolls the cursor into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
  const rects = Object.assign([], { item: () => null });
  Range.prototype.getClientRects = () => rects as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
  Element.prototype.getClientRects = () => rects as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

beforeEach(() => {
  upload.uploadFile.mockReset();
});
afterEach(() => vi.useRealTimers());

/** The accessible description: the texts aria-describedby points to, without hidden parts. */
function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .flatMap((id) => {
      const described = document.getElementById(id)?.cloneNode(true) as Element | undefined;
      if (!described) return [];
      for (const hidden of Array.from(described.querySelectorAll('[aria-hidden="true"]'))) {
        hidden.remove();
      }
      return [described.textContent?.trim() ?? ''];
    })
    .join(' ');
}

/** The editor instance behind an editing area (TipTap keeps it on its element). */
const editorOf = (textbox: HTMLElement) => (textbox as HTMLElement & { editor: Editor }).editor;

function Controlled(props: Partial<RichTextEditorProps> & { initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Lesson text"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
        {...rest}
      />
      <button type="button" onClick={() => setValue('<p>Reset</p>')}>
        Reset
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

function renderEditor(
  props: Partial<RichTextEditorProps> & { initial?: string } = {},
  locale: 'en' | 'nl' | 'ro' = 'en',
) {
  const result = renderWithProviders(<Controlled {...props} />, { locale });
  const textbox = screen.getByRole('textbox', { name: 'Lesson text' });
  return { ...result, textbox, editor: editorOf(textbox) };
}

describe('the editing area', () => {
  it('is a multi-line textbox named by the visible label, described by hint and counter', () => {
    const { textbox } = renderEditor({ hint: 'What the lesson teaches.', id: 'content' });
    expect(textbox.getAttribute('aria-multiline')).toBe('true');
    expect(textbox.getAttribute('contenteditable')).toBe('true');
    expect(textbox.id).toBe('content');
    expect(descriptionOf(textbox)).toMatch('What the lesson teaches. 0 of 100,000 characters used');
    expect(textbox.hasAttribute('aria-invalid')).toBe(false);
  });

  it('is marked invalid and described by the error', () => {
    const { textbox } = renderEditor({ error: 'Enter the lesson text.', required: true });
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.getAttribute('aria-required')).toBe('true');
    const ids = (textbox.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter the lesson text.',
    );
  });
});

describe('the toolbar (WAI-ARIA toolbar pattern)', () => {
  it('is one Tab stop; the arrow keys, Home and End move between its buttons', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Lesson text' });
    const buttons = within(toolbar).getAllByRole('button');
    const tabStops = () => buttons.filter((button) => button.tabIndex === 0);
    expect(tabStops()).toEqual([screen.getByRole('button', { name: 'Bold' })]);

    act(() => buttons[0]!.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    expect(tabStops()).toEqual([document.activeElement]);

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redo' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redo' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    expect(tabStops()).toHaveLength(1);
  });

  it('names every button, in the order the loading placeholder draws them', () => {
    renderEditor({ images: { purpose: 'lesson_image' }, video: true });
    const names = within(screen.getByRole('toolbar'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'H2 heading',
      'H3 heading',
      'H4 heading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Link',
      'Image',
      'Video',
      'Table',
      'Undo',
      'Redo',
    ]);
    expect(names).toHaveLength(toolbarSlots({ images: true, video: true }).length);
  });

  it('names every toolbar button with what it shows ("H2" in "H2 heading"; WCAG 2.5.3)', () => {
    for (const locale of ['en', 'nl', 'ro'] as const) {
      const view = renderEditor({ images: { purpose: 'lesson_image' }, video: true }, locale);
      const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
      const mismatched = buttons.filter((button) => !labelInName(button));
      expect(
        mismatched.map((button) => button.getAttribute('aria-label')),
        locale,
      ).toEqual([]);
      view.unmount();
    }
  });

  it('has no Image button without an upload purpose, and no Video button unless asked', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: 'Image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Video' })).toBeNull();
  });

  it('says with aria-pressed whether Bold is on, and makes the text bold', () => {
    const { editor } = renderEditor({ initial: '<p>Hello</p>' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      editor.commands.selectAll();
    });
    fireEvent.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(editor.getHTML()).toBe('<p><strong>Hello</strong></p>');
    fireEvent.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('false');
  });

  it('marks headings and lists as pressed where the cursor is', () => {
    const { editor } = renderEditor({ initial: '<h3>Title</h3>' });
    act(() => {
      editor.commands.setTextSelection(2);
    });
    expect(screen.getByRole('button', { name: 'H3 heading' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the table tools inside a table, and stops adding rows at 20', () => {
    const { editor } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(editor.getHTML()).toContain('<table><tbody><tr><th><p></p></th>');
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const addRow = screen.getByRole('button', { name: 'Add row' });
    for (let row = 3; row < 25; row += 1) fireEvent.click(addRow);
    expect(editor.getHTML().match(/<tr>/g)).toHaveLength(20);
    expect(addRow.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Delete table' }));
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
  });
});

describe('the link dialog', () => {
  it('refuses a javascript: address with a message, and links a web address', async () => {
    const { editor } = renderEditor({ initial: '<p>Read the guide</p>' });
    act(() => {
      editor.commands.setTextSelection({ from: 10, to: 15 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert a link' });
    const address = within(dialog).getByLabelText('Web address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(address)).toMatch(/This address cannot be linked/);
    expect(editor.getHTML()).not.toContain('<a');

    fireEvent.change(address, { target: { value: 'example.com/guide' } });
    fireEvent.click(within(dialog).getByLabelText('Open in a new tab'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toBe(
      '<p>Read the <a target="_blank" rel="noopener noreferrer" href="https://example.com/guide">guide</a></p>',
    );
  });

  it('asks for an address when none is given', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    expect(within(dialog).getByText('Enter a web address.').isConnected).toBe(true);
  });
});

describe('the image dialog', () => {
  const png = () =>
    new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });

  it('uploads the chosen file and requires alternative text before inserting it', async () => {
    upload.uploadFile.mockImplementation(async (_file: File, options) => {
      options.onProgress?.(0.5);
      return {
        id: 'f1',
        fileName: 'chart.png',
        contentType: 'image/png',
        sizeBytes: 4,
        url: '/api/v1/files/f1/content',
      };
    });
    const { editor } = renderEditor({ images: { purpose: 'lesson_image', courseId: 'c1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    fireEvent.change(within(dialog).getByLabelText('Image file'), { target: { files: [png()] } });
    expect(upload.uploadFile).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ purpose: 'lesson_image', courseId: 'c1' }),
    );
    expect((await within(dialog).findByText('chart.png is uploaded.')).isConnected).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    const alt = within(dialog).getByLabelText('Alternative text');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(alt)).toMatch(/Enter the alternative text/);
    expect(editor.getHTML()).not.toContain('<img');

    fireEvent.change(alt, { target: { value: 'Orders per month, rising from 120 to 190' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toContain(
      '<img src="/api/v1/files/f1/content" alt="Orders per month, rising from 120 to 190">',
    );
  });

  it.each([
    [413, 'This file is larger than 50 MB. Choose a smaller image.'],
    [415, 'This file is not an image that can be used here.'],
  ])('shows the server’s refusal (%i) in the dialog', async (status, message) => {
    upload.uploadFile.mockRejectedValue(new ApiError(status, [{ status: String(status) }]));
    renderEditor({ images: { purpose: 'lesson_image' } });
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog');
    const file = within(dialog).getByLabelText('Image file');
    fireEvent.change(file, { target: { files: [png()] } });
    await waitFor(() => expect(descriptionOf(file)).toMatch(new RegExp(message)));
    expect(file.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('images of other sites', () => {
  it('tells the writer a pasted image of another site was left out, keeping the text', async () => {
    const { editor } = renderEditor({ images: { purpose: 'lesson_image' } });
    act(() => {
      editor.view.pasteHTML(
        '<p>Before</p><img src="https://tracker.example/p.gif" alt="x"><p>After</p>',
        new Event('paste') as ClipboardEvent,
      );
    });
    expect(editor.getHTML()).toBe('<p>Before</p><p>After</p>');
    const notice = await screen.findByText(/An image from another website was left out/);
    expect(notice.textContent).toMatch(/Upload the picture with the Image button/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/was left out/)).toBeNull();
  });

  it('says nothing about a paste whose images are all kept', () => {
    const { editor } = renderEditor();
    act(() => {
      editor.view.pasteHTML(
        '<p>A</p><img src="/api/v1/files/f1/content" alt="x">',
        new Event('paste') as ClipboardEvent,
      );
    });
    expect(editor.getHTML()).toContain('<img src="/api/v1/files/f1/content" alt="x">');
    expect(screen.queryByText(/left out/)).toBeNull();
  });

  it('keeps a pasted image of a host the portal allowlists, without a word', () => {
    const result = meResult({ roles: ['academy_admin'] });
    const portal = { ...result.me.portal, information: { imageHosts: ['images.example.com'] } };
    const queryClient = testQueryClient();
    queryClient.setQueryData(meKeys.me(), { ...result, me: { ...result.me, portal } });
    renderWithProviders(<Controlled images={{ purpose: 'lesson_image' }} />, { queryClient });
    const editor = editorOf(screen.getByRole('textbox', { name: 'Lesson text' }));
    act(() => {
      editor.view.pasteHTML(
        '<p>A</p><img src="https://images.example.com/chart.png" alt="x"><img src="https://tracker.example/p.gif" alt="">',
        new Event('paste') as ClipboardEvent,
      );
    });
    expect(editor.getHTML()).toContain('<img src="https://images.example.com/chart.png" alt="x">');
    expect(editor.getHTML()).not.toContain('tracker.example');
    expect(screen.getByText(/An image from another website was left out/)).toBeTruthy();
  });

  it('tells the writer when a text stored earlier had images the editor cannot keep', () => {
    const { editor } = renderEditor({
      initial:
        '<p>Old</p><img src="https://tracker.example/a.gif" alt="a"><img src="https://tracker.example/b.gif" alt="b">',
    });
    expect(editor.getHTML()).toBe('<p>Old</p>');
    expect(screen.getByText(/2 images from other websites were left out/).textContent).toMatch(
      /cannot show images of other sites/,
    );
  });
});

describe('the character counter', () => {
  it('shows "n / max" and announces politely when the limit is reached', () => {
    const { editor } = renderEditor({ initial: '<p>Hello</p>', maxLength: 10 });
    expect(screen.getByText('5 / 10').isConnected).toBe(true);
    const status = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite')!;
    expect(status.textContent).toBe('');

    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, 'abcd');
    });
    expect(screen.getByText('9 / 10').isConnected).toBe(true);
    expect(status.textContent).toBe('1 character left');

    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, 'e');
    });
    expect(status.textContent).toBe('Character limit reached');
    // Typing stops at the limit.
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, 'f');
    });
    expect(screen.getByText('10 / 10').isConnected).toBe(true);
  });
});

describe('the value', () => {
  it('reaches the parent after a pause in typing, or at once when the focus leaves', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const { editor, textbox } = renderEditor({ initial: '<p>Hi</p>', onChange, onBlur });
    act(() => {
      editor.commands.insertContentAt(3, ' there');
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(CHANGE_DELAY_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi there</p>');

    act(() => {
      editor.commands.insertContentAt(9, '!');
    });
    fireEvent.focusOut(textbox, { relatedTarget: document.body });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi there!</p>');
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps the cursor when the parent echoes the text, and replaces the text on a reset', () => {
    vi.useFakeTimers();
    const { editor } = renderEditor({ initial: '<p>One</p>' });
    act(() => {
      editor.commands.insertContentAt(4, ' two');
      vi.advanceTimersByTime(CHANGE_DELAY_MS);
    });
    expect(screen.getByTestId('value').textContent).toBe('<p>One two</p>');
    expect(editor.state.selection.from).toBe(8);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(editor.getHTML()).toBe('<p>Reset</p>');
  });

  it('emits an empty string for an empty document', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { editor } = renderEditor({ initial: '<p>x</p>', onChange });
    act(() => {
      editor.commands.clearContent(true);
      vi.advanceTimersByTime(CHANGE_DELAY_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('the lazily loaded editor', () => {
  it('shows the label in a placeholder until the editor has loaded', async () => {
    renderWithProviders(
      <LazyRichTextEditor label="Description" value="<p>Text</p>" onChange={() => {}} />,
    );
    expect(screen.getByText('Description').isConnected).toBe(true);
    const textbox = await screen.findByRole(
      'textbox',
      { name: 'Description' },
      { timeout: 10_000 },
    );
    expect(textbox.textContent).toBe('Text');
    expect(screen.getByRole('toolbar', { name: 'Formatting: Description' }).isConnected).toBe(true);
  });
});
