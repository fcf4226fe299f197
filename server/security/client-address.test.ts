import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";
import { memoryCounter } from "./rate-limit";

describe("addressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:abcd:ef01:2345:6789", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%s -> %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it("gives every address of one /64 the same key, and the next /64 another", () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => addressKey(`2001:db8:aa:bb:${i.toString(16)}:1:2:3`)),
    );
    expect(keys).toEqual(new Set(["2001:db8:aa:bb::/64"]));
    expect(addressKey("2001:db8:aa:bc::1")).not.toBe(addressKey("2001:db8:aa:bb::1"));
  });
});

describe("memoryCounter", () => {
  it("keeps at most maxKeys keys, dropping the oldest", async () => {
    const counter = memoryCounter(3);
    for (const key of ["a", "b", "c", "d"]) await counter.hit(key, 60_000);
    // "a" was dropped to make room, so it starts again at 1; "d" is still counted.
    expect(await counter.hit("d", 60_000)).toBe(2);
    expect(await counter.hit("a", 60_000)).toBe(1);
  });
});
