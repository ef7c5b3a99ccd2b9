// The OpenAPI document is generated from the route schemas and committed as docs/openapi.json, so a
// change to the contract shows in review. `npm run openapi` rewrites it; a server test fails when stale.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_FILE = path.join(__dirname, '..', 'docs', 'openapi.json');

export async function renderOpenApi(app: FastifyInstance): Promise<string> {
  await app.ready();
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

async function main() {
  const { createTestApp } = await import('./test/testApp');
  const t = await createTestApp();
  try {
    fs.writeFileSync(OPENAPI_FILE, await renderOpenApi(t.app));
    process.stdout.write(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}\n`);
  } finally {
    await t.close();
  }
}

if (require.main === module) void main();
