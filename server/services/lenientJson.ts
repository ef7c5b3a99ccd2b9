// JSON-LD as pages really write it. Many blocks that browsers and search engines accept are not JSON:
// raw line breaks inside strings, \' escapes, trailing commas, comments, HTML comment or CDATA wrappers,
// quotes left unescaped inside a string, or several documents in one block. Strict first, then repaired.

/** Drops the wrappers a block may carry: <!-- -->, <![CDATA[ ]]>, and the // comments that hide them. */
function unwrap(text: string): string {
  let t = text.trim();
  for (let i = 0; i < 4; i += 1) {
    const before = t;
    t = t.replace(/^(?:\/\/\s*)?<!--/, '').replace(/(?:\/\/\s*)?-->$/, '').trim();
    t = t.replace(/^(?:\/\/\s*|\/\*\s*)?<!\[CDATA\[(?:\s*\*\/)?/, '').replace(/(?:\/\/\s*|\/\*\s*)?\]\]>(?:\s*\*\/)?$/, '').trim();
    if (t === before) break;
  }
  return t;
}

const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The next character that is not whitespace, from index i. */
function nextSignificant(text: string, i: number): string {
  for (let j = i; j < text.length; j += 1) {
    if (!/\s/.test(text[j]!)) return text[j]!;
  }
  return '';
}

/** Rewrites the common faults into valid JSON, character by character; strings are tracked, so none are touched outside them. */
export function repairJson(text: string): string {
  const out: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') {
        const next = text[i + 1] ?? '';
        if (SIMPLE_ESCAPES.has(next)) {
          out.push(c, next);
          i += 1;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out.push(text.slice(i, i + 6));
          i += 5;
        }
        // any other escape (\' or a stray backslash): the backslash goes, the character stays
      } else if (c === '"') {
        // a quote that does not end the value is a quote inside the text
        const after = nextSignificant(text, i + 1);
        if (after === '' || ',:}]'.includes(after)) {
          inString = false;
          out.push(c);
        } else {
          out.push('\\"');
        }
      } else if (c < ' ') {
        out.push(CONTROL_ESCAPES[c] ?? '');
      } else {
        out.push(c);
      }
      continue;
    }
    if (c === '"') {
      inString = true;
      out.push(c);
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === ',' && '}]'.includes(nextSignificant(text, i + 1) || '}')) {
      // a trailing comma
    } else {
      out.push(c);
    }
  }
  return out.join('');
}

/** Splits text holding several top-level objects or arrays ({…}{…} or {…},{…}) into their sources. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (depth === 0) start = i;
      depth += 1;
    } else if ((c === '}' || c === ']') && depth > 0) {
      depth -= 1;
      if (depth === 0 && start >= 0) parts.push(text.slice(start, i + 1));
    }
  }
  return parts;
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The values in a JSON-LD block: one for a sound block, several for concatenated ones, none when hopeless. */
export function parseLenientJson(block: string): unknown[] {
  const text = unwrap(block);
  if (!text) return [];
  for (const candidate of [text, repairJson(text)]) {
    const parsed = tryParse(candidate);
    if (parsed.ok) return [parsed.value];
  }
  const values: unknown[] = [];
  for (const part of splitTopLevel(text)) {
    const parsed = tryParse(part);
    const repaired = parsed.ok ? parsed : tryParse(repairJson(part));
    if (repaired.ok) values.push(repaired.value);
  }
  return values;
}
