/** "true"/"false", or proxy-addr names and CIDRs ("loopback", "10.0.0.0/8, 192.168.1.1"). */
export function trustProxySetting(value: string): boolean | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return value;
}
