// The loader webpack runs on React Router's production build (webpack.config.js): a component or context named by an
// assignment after it is made is named where it is made instead, as one pure expression, and nothing else changes.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS module
const droppableDisplayNames = require('./droppable-display-names.js') as (source: string) => string;

test('a forwardRef or createContext named after it is named where it is made, as one pure expression', () => {
  const source = [
    'var Form = React10.forwardRef(',
    '  function FormImpl(props, ref) {',
    '    return null;',
    '  }',
    ');',
    'Form.displayName = "Form";',
    'var FetchersContext = React.createContext(null);',
    'FetchersContext.displayName = "Fetchers";',
  ].join('\n');
  expect(droppableDisplayNames(source)).toBe([
    'var Form = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React10.forwardRef(',
    '  function FormImpl(props, ref) {',
    '    return null;',
    '  }',
    '), { displayName: "Form" });',
    '',
    'var FetchersContext = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React.createContext(null), { displayName: "Fetchers" });',
    '',
  ].join('\n'));
});

test('a name given to anything else, or written otherwise, is left as it is', () => {
  const source = [
    'function Outlet() { return null; }',
    'Outlet.displayName = "Outlet";',
    'var Memo = React.memo(Inner);',
    'Memo.displayName = "Memo";',
    'var Late = React.createContext(null);',
    'other();',
    'Late.displayName = "Late";',
  ].join('\n');
  expect(droppableDisplayNames(source)).toBe(source);
});

test("the installed React Router still parses, with every component's and context's name kept", () => {
  const dir = path.join(__dirname, '..', 'node_modules', 'react-router', 'dist', 'production');
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.mjs'));
  let rewritten = 0;
  for (const file of files) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const out = droppableDisplayNames(source);
    const { diagnostics } = ts.transpileModule(out, { reportDiagnostics: true, fileName: file.replace(/\.mjs$/, '.js'), compilerOptions: { allowJs: true } });
    // the first few errors' words: a diagnostic itself holds the whole file
    expect((diagnostics ?? []).slice(0, 3).map((d) => `${file}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)).toEqual([]);
    const names = (text: string) => [...text.matchAll(/displayName(?: = |: )("[^"]*")/g)].map((m) => m[1]).sort();
    expect(names(out)).toEqual(names(source));
    rewritten += (out.match(/Object\.assign\(\/\* @__PURE__ \*\//g) ?? []).length;
  }
  // the loader still finds what it is for: if a React Router upgrade writes its build otherwise, this says so
  expect(rewritten).toBeGreaterThan(5);
});
