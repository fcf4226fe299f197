/**
 * Chrome DevTools throttling, applied through the DevTools protocol: the moderate mobile link, and
 * Lighthouse's slow 4G as DevTools applies it. bench:forms, bench:controls and the throttled e2e share them.
 */
import type { CDPSession } from "playwright-core";

export interface ThrottlingProfile {
  name: string;
  /** Round trip, ms. */
  latency: number;
  downKbps: number;
  upKbps: number;
  /** CPU slowdown factor. */
  cpu: number;
}

export const moderateMobile: ThrottlingProfile = {
  name: "150 ms RTT, 1.6 Mbps, 4x CPU",
  latency: 150,
  downKbps: 1600,
  upKbps: 750,
  cpu: 4,
};

export const slow4g: ThrottlingProfile = {
  name: "slow 4G: 562.5 ms RTT, 1.47 Mbps, 4x CPU",
  latency: 562.5,
  downKbps: 1474.56,
  upKbps: 675,
  cpu: 4,
};

export const throttlingProfiles = [moderateMobile, slow4g];

/** Slows the page's network and CPU to the profile; the benches turn the cache off, as for a first visit. */
export async function throttle(
  cdp: CDPSession,
  profile: ThrottlingProfile,
  options: { cacheDisabled?: boolean } = {},
): Promise<void> {
  await cdp.send("Network.enable");
  if (options.cacheDisabled) await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.downKbps * 1024) / 8,
    uploadThroughput: (profile.upKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
}
