/**
 * The key every per-address limit and hold counts on. An IPv6 subscriber is usually given a whole /64, so
 * rotating addresses inside it must count as one client (issue 21.1); IPv4 addresses count one by one.
 */
import { isIPv4, isIPv6 } from "node:net";

/** IPv4 as it is; IPv6 as its /64 ("2001:db8:1:2::/64"); IPv4-mapped IPv6 as the IPv4 address. */
export function addressKey(address: string): string {
  const ip = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups, without leading zeros. */
function expandIPv6(ip: string): string[] {
  // An embedded IPv4 tail (::1.2.3.4) is the last two groups.
  const withoutV4 = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const hex = (x: string, y: string) => ((Number(x) << 8) | Number(y)).toString(16);
    return `${hex(a, b)}:${hex(c, d)}`;
  });
  const [head = "", tail] = withoutV4.replace(/%.*$/, "").split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill("0"), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}
