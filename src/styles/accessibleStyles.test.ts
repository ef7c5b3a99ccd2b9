// Rules the style sheets keep for people who see the page differently: a focus ring that shows on every control.
import path from 'node:path';
import type { Root } from 'postcss';
import { atRulesAround, parseStyleSheet, SRC } from '../../tests/fixtures/styleSheets';

/** what the rules naming `selector` exactly set, later over earlier, in the at-rule `within` (none: at the top) */
function declared(root: Root, selector: string, within?: string): Record<string, string> {
  const found: Record<string, string> = {};
  root.walkRules((rule) => {
    if (atRulesAround(rule).join(' ') !== (within ?? '') || !rule.selectors.includes(selector)) return;
    rule.walkDecls((decl) => { found[decl.prop] = decl.value; });
  });
  return found;
}

const sheet = (file: string) => parseStyleSheet(path.join(SRC, file));

test('a focused text field, select or text area has the same ring as a focused button or link (QA a11y D7)', () => {
  const global = sheet('styles/global.css');
  const ring = declared(global, ':focus-visible');
  expect(ring).toMatchObject({ outline: expect.stringMatching(/^3px solid/) });
  expect(declared(global, '.field__input:focus')).toMatchObject({ outline: ring.outline, 'outline-offset': ring['outline-offset'] });
});
