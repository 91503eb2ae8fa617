import dns from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Addresses the job queue must never fetch for a partner (their token file, their webhooks): this
// machine and private networks, or a partner could make our server probe its own surroundings.
// Checked on the addresses the name resolves to, not the name alone, so a public name pointing at
// 10.0.0.5 is refused too; and checked again when the connection is made (publicOnlyLookup), so a
// name that answers differently the second time (DNS rebinding) is refused as well.

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['192.0.0.0', 24],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

const isPrivateAddress = (address: string) => {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
};

/** Why an origin may not be fetched (it is, or resolves to, a private address), or null when it may. */
export async function refusePrivateOrigin(
  origin: string,
  /** The resolver (the system's, as fetch uses; a test may give its own zone). */
  resolve: (hostname: string) => Promise<string[]> = async (hostname) =>
    (await lookup(hostname, { all: true })).map((answer) => answer.address),
): Promise<string | null> {
  const hostname = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return `${origin} is not a public address`;
  let addresses: string[];
  try {
    addresses = isIP(hostname) ? [hostname] : await resolve(hostname);
  } catch (error) {
    return `Could not find ${hostname}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
  }
  return addresses.some(isPrivateAddress) ? `${origin} is not a public address` : null;
}

/** A resolver for the connection itself: it refuses to connect to a private address. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    if (addresses.length === 0 || addresses.some((answer) => isPrivateAddress(answer.address)))
      return callback(
        Object.assign(new Error(`${hostname} is not a public address`), { code: 'EPRIVATEADDRESS' }),
        '',
        4,
      );
    if (options.all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
