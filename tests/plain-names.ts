/**
 * A distinct name for the nth test or bench visitor that passes the name rule (no digits): each digit of n
 * becomes a letter, 0 -> a ... 9 -> j (so 12 -> "bc").
 */
export function plainNameFor(prefix: string, n: number): string {
  return `${prefix}${[...String(n)].map((digit) => String.fromCharCode(97 + Number(digit))).join("")}`;
}
