// HTML from elsewhere made safe to show (news, SPEC §3 HtmlContent) or reduced to its text (notes, lib/notes.ts).
// Nothing is filtered in place: the HTML is parsed into an inert document (DOMParser runs no script and loads
// nothing) and a fresh tree is built from it, copying text, and only elements and attributes on an allowlist;
// any other element gives its content (or, for scripts, styles and the like, nothing). So what reaches the page
// is only what the allowlist names. It replaces DOMPurify (~11 KiB gzip) for these two small allowlists.
// Links keep http(s) addresses and this origin only; external ones open in a new tab without access to this page.

const NEWS_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'A', 'UL', 'OL', 'LI', 'H3', 'H4', 'BLOCKQUOTE', 'CODE', 'SMALL']);
const NO_TAGS = new Set<string>();

/** elements whose content is not text to show, dropped with it (DOMPurify's FORBID_CONTENTS, HTML's part) */
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'NOEMBED', 'NOFRAMES', 'PLAINTEXT', 'XMP', 'IFRAME', 'TITLE', 'HEAD',
  'SVG', 'MATH', 'AUDIO', 'VIDEO', 'COLGROUP', 'THEAD',
]);

/** 'internal' for this origin, 'external' for another http(s) address, null for anything else. */
export function linkKind(href: string | null, origin = window.location.origin): 'internal' | 'external' | null {
  if (!href) return null;
  try {
    const url = new URL(href, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === origin ? 'internal' : 'external';
  } catch {
    return null;
  }
}

/** A news link's attributes: its href if it is a web address, its title, and a new tab if it leaves this origin. */
function copyLink(from: Element, to: Element) {
  const href = from.getAttribute('href');
  const kind = linkKind(href);
  if (kind) to.setAttribute('href', href!);
  if (kind === 'external') {
    to.setAttribute('target', '_blank');
    to.setAttribute('rel', 'noopener noreferrer');
  }
}

/** `from`'s children built afresh into `to`: text, allowed elements (with their allowed attributes), other elements' content. */
function rebuild(from: Node, to: Node, tags: ReadonlySet<string>) {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(node.textContent ?? ''));
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const name = element.tagName.toUpperCase();
      if (DROPPED_WITH_CONTENT.has(name)) continue;
      if (!tags.has(name)) {
        rebuild(element, to, tags);
        continue;
      }
      const copy = document.createElement(name.toLowerCase());
      const title = element.getAttribute('title');
      if (title !== null) copy.setAttribute('title', title);
      if (name === 'A') copyLink(element, copy);
      rebuild(element, copy, tags);
      to.appendChild(copy);
    }
    // comments, processing instructions and the like are left out
  }
}

/** The HTML with only `tags` (and their allowed attributes) kept, serialised. */
function sanitize(html: string, tags: ReadonlySet<string>): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const box = document.createElement('div');
  rebuild(parsed.body, box, tags);
  return box.innerHTML;
}

/** News content with text formatting and web links only. */
export const sanitizeNewsHtml = (html: string): string => sanitize(html, NEWS_TAGS);

/** The text of some HTML, serialised (so '<', '>' and '&' as entities): every element gone, its text kept. */
export const htmlText = (html: string): string => sanitize(html, NO_TAGS);
