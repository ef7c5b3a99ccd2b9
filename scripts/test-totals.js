// Sums the jest result files of `npm test` into one line: "N passed, N failed".
// A failing step that runs no jest test (lint, type-check, build) counts as one failure.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, '..', '.test-results');
const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const result = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
}
if (status !== 0 && failed === 0) failed = 1;
process.stdout.write(`${passed} passed, ${failed} failed\n`);
