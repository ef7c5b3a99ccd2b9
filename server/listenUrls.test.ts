// The start banner's address (QA selfhost 7): where the server listens, not http://localhost whatever HOST says.
import type os from 'node:os';
import { listenUrls } from './listenUrls';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null, ...(family === 'IPv6' ? { scopeid: 0 } : {}) }) as os.NetworkInterfaceInfo;
const INTERFACES = {
  lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
  eth0: [iface('192.168.1.20', 'IPv4'), iface('fe80::1', 'IPv6'), iface('2001:db8::20', 'IPv6')],
};

test.each([
  ['127.0.0.1', ['http://localhost:8080']],
  ['::1', ['http://localhost:8080']],
  ['192.0.2.2', ['http://192.0.2.2:8080']],
  ['2001:db8::20', ['http://[2001:db8::20]:8080']],
  ['0.0.0.0', ['http://localhost:8080', 'http://192.168.1.20:8080']],
  ['::', ['http://localhost:8080', 'http://192.168.1.20:8080', 'http://[2001:db8::20]:8080']],
])('HOST=%s', (host, urls) => {
  expect(listenUrls(host, 8080, INTERFACES)).toEqual(urls);
});
