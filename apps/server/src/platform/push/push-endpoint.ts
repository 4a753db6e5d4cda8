// The endpoint of a push subscription is an address the server will POST to, so a student choosing it could make
// the server call anything it can reach. Only browser push services are accepted: an https URL without credentials
// whose host is on the configured list (PUSH_SERVICE_HOSTS). As defence in depth, a host that resolves to an
// address that is not publicly routable (loopback, private, link-local, CGNAT, multicast...) is refused too: when
// the subscription is saved and again before every send, since DNS answers change.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Every address a host name resolves to (an IP literal resolves to itself). */
export type ResolveHost = (host: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (host) =>
  (await lookup(host, { all: true })).map((a) => a.address);

/** Why an endpoint is refused; logged, never shown to the student beyond one message. */
export type EndpointRefusal =
  | 'not an https URL'
  | 'carries credentials'
  | 'not a push service'
  | 'does not resolve'
  | 'resolves to a non-public address';

// IPv4 ranges that are not publicly routable. Node's BlockList matches IPv4-mapped IPv6 addresses (::ffff:a.b.c.d)
// against these too; NAT64 addresses (64:ff9b::a.b.c.d) are added below with the same ranges.
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const IPV6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: tunnels to any IPv4 address
  ['2002::', 16], // 6to4: likewise
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const NON_PUBLIC = new BlockList();
for (const [address, prefix] of IPV4_RANGES) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv4');
  NON_PUBLIC.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');
}
for (const [address, prefix] of IPV6_RANGES) NON_PUBLIC.addSubnet(address, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `*.example.com` matches any name under example.com (not example.com itself); anything else matches exactly. */
export function isListedHost(host: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p));
}

/** The endpoint's host as the list and DNS see it: lower case, no trailing dot, no IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/\.$/, '').replace(/^\[(.*)\]$/, '$1');
}

/** The part of an endpoint that may be logged: its origin. The path names the browser's subscription. */
export function loggableEndpoint(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).origin : '(not a URL)';
}

export class PushEndpoints {
  constructor(
    private readonly serviceHosts: readonly string[],
    private readonly resolve: ResolveHost = resolveWithDns,
  ) {}

  /** Why the server must not send to this endpoint now, or null when it may. */
  async refusal(endpoint: string): Promise<EndpointRefusal | null> {
    if (!URL.canParse(endpoint)) return 'not an https URL';
    const url = new URL(endpoint);
    if (url.protocol !== 'https:') return 'not an https URL';
    if (url.username || url.password) return 'carries credentials';
    const host = hostOf(url);
    if (!isListedHost(host, this.serviceHosts)) return 'not a push service';
    let addresses: string[];
    try {
      addresses = await this.resolve(host);
    } catch {
      return 'does not resolve';
    }
    if (addresses.length === 0) return 'does not resolve';
    return addresses.every(isPublicAddress) ? null : 'resolves to a non-public address';
  }
}
