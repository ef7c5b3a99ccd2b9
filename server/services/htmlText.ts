// Plain text out of HTML, with a real parser (parse5): entities decoded, tags dropped, whitespace normalised.
// The result is text to be rendered escaped; nothing here ever produces markup.
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Elements whose edges end a line of text. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul',
]);
/** Elements whose content is never text a reader sees. */
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'iframe', 'object']);

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

export function attr(el: HtmlElement, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function childNodes(node: HtmlNode): HtmlNode[] {
  return 'childNodes' in node ? (node as ParentNode).childNodes : [];
}

/** Depth-first over every element under (and including) node. Iterative: a deep page cannot blow the stack. */
export function* elements(root: HtmlNode): Generator<HtmlElement> {
  const stack: HtmlNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (isElement(node)) yield node;
    const children = childNodes(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
}

/** Only the edges that end a line inside one property's markup (a list item, a paragraph), not layout boxes. */
export const LINE_EDGES: ReadonlySet<string> = new Set(['li', 'p', 'tr', 'dd', 'dt', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The text of a subtree, with a newline at every block edge (or only at `edges`) and <br>. In a page's markup
 * a line break is just white space (collapse); in text a page put into JSON, it ends a line.
 */
export function blockText(root: HtmlNode, edges: ReadonlySet<string> = BLOCK, collapse = false): string {
  const out: string[] = [];
  const walk = (node: HtmlNode, depth: number) => {
    if (depth > 200) return;
    if (node.nodeName === '#text') {
      const text = (node as DefaultTreeAdapterMap['textNode']).value;
      out.push(collapse ? text.replace(/\s+/g, ' ') : text);
      return;
    }
    if (!isElement(node) && node.nodeName !== '#document-fragment' && node.nodeName !== '#document') return;
    const tag = isElement(node) ? node.tagName : '';
    if (SKIP.has(tag)) return;
    if (tag === 'br') {
      out.push('\n');
      return;
    }
    const block = edges.has(tag);
    if (block) out.push('\n');
    for (const child of childNodes(node)) walk(child, depth + 1);
    if (block) out.push('\n');
  };
  walk(root, 0);
  return out.join('');
}

/** Spaces of every kind become one space; control characters go. */
export function normaliseSpace(s: string): string {
  return s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\ufeff]/g, '')
    .replace(/[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .trim();
}

const ENTITY_OR_TAG = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);|<\/?[a-z][^>]*>/i;

/**
 * Text of a fragment of HTML as lines: entities decoded (twice more when a page encoded them twice),
 * tags dropped, each line's whitespace normalised, empty lines left out.
 */
export function htmlToLines(html: string): string[] {
  let text = html;
  for (let round = 0; round < 3; round += 1) {
    text = blockText(parseFragment(text));
    if (!ENTITY_OR_TAG.test(text)) break;
  }
  return text.split(/\r\n|\r|\n/).map(normaliseSpace).filter(Boolean);
}

/** One line of text from a fragment of HTML (a name, a description). */
export function htmlToText(html: string): string {
  return htmlToLines(html).join(' ');
}
