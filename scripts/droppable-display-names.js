// A webpack loader for React Router's production build (webpack.config.js): its components and contexts are made by a
// call (React.forwardRef, React.createContext), each named after it by an assignment ('Form.displayName = "Form"'),
// and the minifier keeps a call whose result is written to, so every one the app never uses stayed in the first load
// (<Form> with useSubmit and the form submission's code). Here each such pair is one expression marked pure:
// 'var Form = Object.assign(React.forwardRef(…), { displayName: "Form" })', the same object with the same name, which
// the minifier drops where nothing uses it. A pair written otherwise is left as it is.

const NAMED = /^(\w+)\.displayName = ("[^"\n]*");$/;

module.exports = function droppableDisplayNames(source) {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length; i += 1) {
    const named = NAMED.exec(lines[i]);
    if (!named) continue;
    const [, name, displayName] = named;
    // the declaration above it: its first line at the top level, the lines after it indented or closing, its last ending ');'
    let start = i - 1;
    while (start > 0 && /^(?:\s|[)\]}]|$)/.test(lines[start])) start -= 1;
    const made = new RegExp(`^var ${name} = (React\\d*\\.(?:forwardRef|createContext))\\(`).exec(lines[start]);
    if (!made || !lines[i - 1].endsWith(');')) continue;
    lines[start] = lines[start].replace(made[0], `var ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ ${made[1]}(`);
    lines[i - 1] = `${lines[i - 1].slice(0, -2)}), { displayName: ${displayName} });`;
    lines[i] = '';
  }
  return lines.join('\n');
};
