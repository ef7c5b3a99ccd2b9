// The addresses the start banner says Larder is at: the ones its HOST can be reached on from a browser.
import os from 'node:os';

export type Interfaces = ReturnType<typeof os.networkInterfaces>;

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const EVERY_ADDRESS = new Set(['0.0.0.0', '::']);

const urlOf = (address: string, port: number) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

/**
 * http://localhost:<port> on a loopback HOST; on 0.0.0.0 (or ::) that and the machine's own network addresses, for a
 * phone on the same network; on any other HOST, that address alone (localhost does not reach it).
 */
export function listenUrls(host: string, port: number, interfaces: Interfaces = os.networkInterfaces()): string[] {
  if (LOOPBACK.has(host)) return [urlOf('localhost', port)];
  if (!EVERY_ADDRESS.has(host)) return [urlOf(host, port)];
  const own = Object.values(interfaces).flatMap((list) => list ?? [])
    // IPv6 link-local addresses need a zone in a URL, which no one types; '::' also takes IPv4
    .filter((i) => !i.internal && (i.family === 'IPv4' || (host === '::' && !i.address.startsWith('fe80:'))))
    .map((i) => urlOf(i.address, port));
  return [urlOf('localhost', port), ...new Set(own)];
}

/**
 * Where mails link to when APP_URL is not set: the first address the banner gives that is not localhost, which a
 * phone on the same network can open (localhost there is the phone); on a loopback HOST, localhost.
 */
export function defaultAppUrl(host: string, port: number, interfaces?: Interfaces): string {
  const urls = listenUrls(host, port, interfaces);
  return urls.find((url) => url !== urlOf('localhost', port)) ?? urls[0]!;
}
