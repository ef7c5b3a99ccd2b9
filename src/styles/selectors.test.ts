// The build puts the style sheets of the lazy screens' shared components into one file (webpack.config.js,
// `shared`), in an order that cannot suit every screen, so it is told to ignore their order. That holds only
// while no two style sheets style the same selector, and while a class that overrides another component's rule
// names that component's class too (`.dialog.filter-dialog`, not `.filter-dialog`): then which comes first changes
// nothing. A status badge's `.badge` (lower case, bold) once came after the dietary badges' `.badge` in that file,
// and every recipe's dietary badges were drawn as status badges. This test holds the first rule.
import path from 'node:path';
import type { Rule } from 'postcss';
import { atRulesAround, parseStyleSheet, SRC, styleSheets } from '../../tests/fixtures/styleSheets';

/** A rule's selectors, with the at-rules around it (`@media (min-width: 40rem)`), as the cascade sees them. */
function selectorsOf(rule: Rule): string[] {
  const context = atRulesAround(rule);
  // keyframe steps (from, to, 50%) belong to their animation, and print styles are the page's own (recipe.css)
  if (context.some((c) => c.startsWith('@keyframes') || c === '@media print')) return [];
  return rule.selectors.map((selector) => [...context, selector.replace(/\s+/g, ' ')].join(' '));
}

test('no selector is styled by two style sheets, so their order in a bundle never matters', () => {
  const owners = new Map<string, Set<string>>();
  for (const file of styleSheets()) {
    parseStyleSheet(file).walkRules((rule) => {
      for (const selector of selectorsOf(rule)) {
        const files = owners.get(selector) ?? new Set<string>();
        files.add(path.relative(SRC, file));
        owners.set(selector, files);
      }
    });
  }
  expect(owners.size).toBeGreaterThan(100);
  const shared = [...owners].filter(([, files]) => files.size > 1).map(([selector, files]) => `${selector}: ${[...files].sort().join(', ')}`);
  expect(shared).toEqual([]);
});
