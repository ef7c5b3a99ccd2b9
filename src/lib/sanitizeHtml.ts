// News arrives as HTML (SPEC §3 HtmlContent). It is sanitized with DOMPurify before it reaches the DOM:
// a short list of text tags, no scripts, styles or event handlers, and links only to http(s) addresses
// or this origin. External links open in a new tab without access to this page.
import DOMPurify from 'dompurify';

const purifier = DOMPurify(window);

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'code', 'small'];

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

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const kind = linkKind(node.getAttribute('href'));
  if (!kind) node.removeAttribute('href');
  if (kind === 'external') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeNewsHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
