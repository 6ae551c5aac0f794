import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/shared/rich-text/sanitize';
import { richTextExtensions } from './extensions';
import { cleanPastedHtml } from './paste';

/** What Word puts on the clipboard (shortened): classes, mso styles, o:p, conditional comments. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {mso-style-parent:""; font-family:"Calibri",sans-serif;} --></style></head>
<body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment-->
<h1 style='mso-margin-top-alt:auto'><span lang=EN-GB style='mso-fareast-font-family:"Times New Roman"'>Project basics<o:p></o:p></span></h1>
<p class=MsoNormal style='margin-bottom:0cm'><b><span style='font-family:"Arial",sans-serif;mso-bidi-font-family:Calibri'>Scope</span></b><span style='font-family:"Arial"'> is <i>what</i> will be delivered.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Time<o:p></o:p></p>
<p class=MsoNormal><a href="https://example.com/guide" style='color:blue'>the guide</a> <font face="Arial" color="red">red text</font><!--[if gte vml 1]><v:shape style='width:100pt'><v:imagedata src="file:///C:/Users/a/image001.png"/></v:shape><![endif]--><img src="file:///C:/Users/a/image001.png"></p>
<table class=MsoTableGrid border=1 style='border-collapse:collapse'><tr><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal>Cell<o:p></o:p></p></td></tr></table>
<!--EndFragment--></body></html>`;

/** What Google Docs puts on the clipboard (shortened): the b wrapper, styled spans. */
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial;font-weight:400">Reading charts</span></h2><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700">Bold</span><span style="font-size:11pt;font-weight:400">, </span><span style="font-style:italic">italic</span><span>, </span><span style="text-decoration:underline;-webkit-text-decoration-skip:none">underlined</span><span> and </span><span style="text-decoration:line-through">struck</span>.</p><ul style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:disc" aria-level="1"><p dir="ltr" role="presentation"><span>one</span></p></li></ul></b>`;

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function paste(html: string) {
  const editor = new Editor({ extensions: richTextExtensions(), content: '' });
  editors.push(editor);
  // jsdom has no ClipboardEvent; ProseMirror only needs an event to hand to its handlers.
  editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
  return editor.getHTML();
}

describe('pasting from Word and Google Docs', () => {
  it('keeps the structure and marks of a Word document and nothing of its machinery', () => {
    const html = paste(WORD);
    expect(html).toContain('<h2>Project basics</h2>');
    expect(html).toContain('<strong>Scope</strong> is <em>what</em> will be delivered.');
    expect(html).toContain('<a href="https://example.com/guide">the guide</a> red text');
    expect(html).toContain('<table><tbody><tr><td><p>Cell</p></td></tr></tbody></table>');
    expect(html).toContain('<p>Time</p>');
    expect(html).not.toMatch(/style=|class=|<span|<font|o:p|mso|file:|·|<!--|width=|valign/);
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns Google Docs’ styled spans into marks and drops its bold wrapper', () => {
    const html = paste(GOOGLE_DOCS);
    expect(html).toContain('<h2>Reading charts</h2>');
    expect(html).toContain(
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u> and <s>struck</s>.</p>',
    );
    expect(html).toContain('<ul><li><p>one</p></li></ul>');
    expect(html).not.toMatch(/style=|dir=|aria-level|docs-internal|<span/);
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts and event handlers from pasted markup', () => {
    const html = paste(
      '<p onclick="alert(1)">a<script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">b</a></p>',
    );
    expect(html).toBe('<p>a b</p>');
  });

  it('keeps allowed links, images and videos, forcing rel on a new tab', () => {
    expect(
      cleanPastedHtml(
        '<a href=" https://a.example " target="_blank" rel="opener" class="x">a</a><img src="/lesson-images/a.svg" style="x"><iframe src="https://www.youtube.com/embed/abc123" title="v" allow="autoplay"></iframe>',
      ),
    ).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a><img src="/lesson-images/a.svg" alt=""><iframe src="https://www.youtube.com/embed/abc123" title="v" allowfullscreen=""></iframe>',
    );
  });

  it('cuts a pasted table to 20 rows of 20 columns', () => {
    const rows = Array.from(
      { length: 30 },
      (_, row) =>
        `<tr>${Array.from({ length: 25 }, (_, column) => `<td>${row}.${column}</td>`).join('')}</tr>`,
    ).join('');
    const html = paste(`<table>${rows}</table>`);
    expect(html.match(/<tr>/g)).toHaveLength(20);
    expect(html.match(/<td>/g)).toHaveLength(400);
  });
});
