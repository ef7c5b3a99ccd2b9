// Rules the style sheets keep for people who see the page differently: a focus ring that shows on every control, and a
// state (a selected tab, a chosen option, a pressed button) that forced colours (Windows High Contrast) do not erase.
import path from 'node:path';
import type { Root } from 'postcss';
import { atRulesAround, parseStyleSheet, SRC, styleSheets } from '../../tests/fixtures/styleSheets';

const FORCED = '@media (forced-colors: active)';
/** the colours forced colours keep: every other colour there becomes one of these, the same for every state */
const SYSTEM_COLOURS = new Set([
  'canvas', 'canvastext', 'linktext', 'visitedtext', 'activetext', 'buttonface', 'buttontext', 'buttonborder', 'field', 'fieldtext',
  'highlight', 'highlighttext', 'selecteditem', 'selecteditemtext', 'mark', 'marktext', 'graytext', 'accentcolor', 'accentcolortext',
]);
const COLOUR_PROPERTY = /^(color|background(-color)?|border(-(top|right|bottom|left|block|inline)(-(start|end))?)?-color|outline-color|fill|stroke)$/;
/** a selector for a state a control is in */
const STATE = /\[aria-(selected|pressed|checked|current)=|:checked/;

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

test('in forced colours only the selected tab has a line under it, in the system\'s Highlight (QA a11y D6)', () => {
  const tabs = sheet('components/Tabs.css');
  expect(declared(tabs, '.tabs__tab', FORCED)).toMatchObject({ 'border-bottom-color': 'Canvas' });
  expect(declared(tabs, ".tabs__tab[aria-selected='true']", FORCED)).toMatchObject({ 'border-bottom-color': 'Highlight' });
});

test('a state drawn by colour alone is drawn in system colours under forced colours, which paint every other colour alike', () => {
  const missing: string[] = [];
  for (const file of styleSheets()) {
    const root = parseStyleSheet(file);
    root.walkRules((rule) => {
      if (atRulesAround(rule).length > 0) return;
      const props = rule.nodes.flatMap((node) => (node.type === 'decl' ? [node.prop] : []));
      if (props.length === 0 || !props.every((prop) => COLOUR_PROPERTY.test(prop))) return;
      for (const selector of rule.selectors.filter((s) => STATE.test(s))) {
        const forced = Object.entries(declared(root, selector, FORCED)).filter(([prop]) => COLOUR_PROPERTY.test(prop));
        if (forced.length === 0 || forced.some(([, value]) => !SYSTEM_COLOURS.has(value.toLowerCase()))) {
          missing.push(`${path.relative(SRC, file)}: ${selector}`);
        }
      }
    });
  }
  expect(missing).toEqual([]);
});
