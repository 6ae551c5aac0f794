import {
  ALLOWED_ATTRIBUTES,
  isAllowedEmbedSrc,
  isAllowedImageSrc,
  isAllowedLinkHref,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  NEW_TAB_REL,
  TAG_ALIASES,
} from '@/shared/rich-text/allowlist';

/** Elements whose content is never text a reader should keep (or is Word's/Docs' machinery). */
const DROPPED =
  'script, style, meta, link, title, xml, template, noscript, object, embed, applet, svg, math, head, base, frame, frameset, select, textarea, input, button, option, canvas, audio, video';

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes)) {
    renamed.setAttribute(attribute.name, attribute.value);
  }
  renamed.append(...Array.from(element.childNodes));
  element.replaceWith(renamed);
  return renamed;
}

/** The marks an inline style means (Google Docs writes bold as a span with font-weight 700). */
function marksOfStyle(element: HTMLElement): string[] {
  const style = element.style;
  const marks: string[] = [];
  const weight = style.fontWeight;
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) marks.push('strong');
  if (style.fontStyle === 'italic' || style.fontStyle === 'oblique') marks.push('em');
  const decoration = `${style.textDecoration} ${style.getPropertyValue('text-decoration-line')}`;
  if (decoration.includes('underline')) marks.push('u');
  if (decoration.includes('line-through')) marks.push('s');
  return marks;
}

/** Word's hidden parts: the bullet characters of its lists, and anything not displayed. */
function isHidden(element: Element): boolean {
  const style = (element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
  return style.includes('mso-list:ignore') || style.includes('display:none');
}

function cleanAttributes(element: Element, tag: string) {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  for (const attribute of Array.from(element.attributes)) {
    if (!allowed.includes(attribute.name)) element.removeAttribute(attribute.name);
  }
  if (tag === 'code') {
    const language = Array.from(element.classList).find((name) => name.startsWith('language-'));
    if (language) element.setAttribute('class', language);
    else element.removeAttribute('class');
  }
}

/** Cuts a table down to 20 rows of at most 20 columns, as the server would. */
function limitTable(table: HTMLTableElement) {
  Array.from(table.rows)
    .slice(MAX_TABLE_ROWS)
    .forEach((row) => {
      row.remove();
    });
  for (const row of Array.from(table.rows)) {
    let columns = 0;
    for (const cell of Array.from(row.cells)) {
      columns += Math.max(1, cell.colSpan || 1);
      if (columns > MAX_TABLE_COLUMNS) cell.remove();
    }
  }
}

/**
 * How many images of rich text the allowlist refuses (another site's, a data: URL, a
 * file on the writer's computer): the editor tells the writer they were left out.
 */
export function refusedImageCount(html: string, imageHosts: readonly string[] = []): number {
  if (!/<img/i.test(html)) return 0;
  const images = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img');
  return Array.from(images).filter(
    (image) => !isAllowedImageSrc(image.getAttribute('src')?.trim() ?? '', imageHosts),
  ).length;
}

/**
 * Pasted HTML (Word, Google Docs, web pages) reduced to the rich text allowlist before the
 * editor's schema reads it: comments, Word's `o:p` and `mso-` machinery, styles, classes,
 * spans and fonts go; bold, italic, underline and strike written as styles become the marks they
 * mean; links and images keep only what the server would keep; tables stop at 20×20.
 * `onRefusedImages` hears how many images were left out (another site's: upload them instead);
 * `imageHosts` are the portal's allowlisted image hosts.
 */
export function cleanPastedHtml(
  html: string,
  onRefusedImages?: (count: number) => void,
  imageHosts: readonly string[] = [],
): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;

  const comments = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);

  for (const element of Array.from(body.querySelectorAll(DROPPED))) element.remove();
  for (const element of Array.from(body.querySelectorAll('[style]'))) {
    if (isHidden(element)) element.remove();
  }

  // Innermost first, so an element is looked at after everything it contains.
  const elements = Array.from(body.querySelectorAll('*')).reverse();
  let refusedImages = 0;
  for (let element of elements) {
    if (!element.isConnected) continue;
    let tag = element.localName;

    // Word's own elements (o:p, v:shape, w:sdt …): only their text is worth keeping.
    if (tag.includes(':')) {
      unwrap(element);
      continue;
    }
    if (tag === 'iframe') {
      const src = element.getAttribute('src')?.trim() ?? '';
      if (isAllowedEmbedSrc(src)) {
        const title = element.getAttribute('title');
        cleanAttributes(element, tag);
        element.setAttribute('allowfullscreen', '');
        if (!title) element.removeAttribute('title');
      } else element.remove();
      continue;
    }

    const marks = element instanceof HTMLElement ? marksOfStyle(element) : [];
    // Google Docs wraps a whole paste in <b style="font-weight:normal">: not bold at all.
    const notBold = /font-weight:\s*(normal|[1-5]00)\b/i.test(element.getAttribute('style') ?? '');
    if ((tag === 'b' || tag === 'strong') && notBold) {
      unwrap(element);
      continue;
    }
    if (tag === 'span' || tag === 'font') {
      if (marks.length === 0) {
        unwrap(element);
        continue;
      }
      // The marks' elements, outermost first, around what the span held.
      const wrappers = marks.map((mark) => document.createElement(mark));
      wrappers.reduce((outer, inner) => {
        outer.append(inner);
        return inner;
      });
      wrappers.at(-1)?.append(...Array.from(element.childNodes));
      element.replaceWith(wrappers[0]!);
      continue;
    }

    const alias = TAG_ALIASES[tag];
    if (alias) {
      element = rename(element, alias);
      tag = alias;
    }

    if (tag === 'a') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (!isAllowedLinkHref(href)) {
        unwrap(element);
        continue;
      }
      const newTab = element.getAttribute('target') === '_blank';
      cleanAttributes(element, tag);
      element.setAttribute('href', href);
      element.removeAttribute('target');
      element.removeAttribute('rel');
      if (newTab) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', NEW_TAB_REL);
      }
      continue;
    }
    if (tag === 'img') {
      const src = element.getAttribute('src')?.trim() ?? '';
      if (!isAllowedImageSrc(src, imageHosts)) {
        refusedImages += 1;
        element.remove();
        continue;
      }
      cleanAttributes(element, tag);
      element.setAttribute('src', src);
      if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
      continue;
    }
    cleanAttributes(element, tag);
  }

  for (const table of Array.from(body.querySelectorAll('table'))) limitTable(table);
  if (refusedImages > 0) onRefusedImages?.(refusedImages);
  return body.innerHTML;
}
