import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { providers } from "#contracts/content/brand.ts";
import { WithGyms } from "#tests/gyms-router.tsx";
import { shippedGym } from "#tests/shipped.ts";
import { SignUpFrame } from "./SignUpFrame";

function post(data: unknown, origin: string, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
  });
}

describe("SignUpFrame", () => {
  it.each([
    ["welling", "welling"],
    ["greenwich", "london"],
    ["armory", "greenwich"],
  ] as const)("embeds the %s gym's %s branch", (slug, branch) => {
    render(
      <WithGyms>
        <SignUpFrame gym={shippedGym(slug)} />
      </WithGyms>,
    );
    expect(screen.getByTitle(/membership sign-up/)).toHaveProperty("src", providers.membershipUrl(branch));
  });

  it("starts at 500 px and follows messages from its own frame only", () => {
    render(
      <WithGyms>
        <SignUpFrame gym={shippedGym("welling")} />
      </WithGyms>,
    );
    const frame = screen.getByTitle(/membership sign-up/) as HTMLIFrameElement;
    expect(frame.style.height).toBe("500px");

    post({ height: 1000 }, providers.membershipOrigin, frame.contentWindow);
    expect(frame.style.height).toBe("1020px");

    // Right origin, wrong window: ignored.
    post({ height: 2000 }, providers.membershipOrigin, window);
    expect(frame.style.height).toBe("1020px");
    // Right window, wrong origin: ignored.
    post({ height: 2000 }, "https://evil.example", frame.contentWindow);
    expect(frame.style.height).toBe("1020px");

    post({ height: 300 }, providers.membershipOrigin, frame.contentWindow);
    expect(frame.style.height).toBe("500px");
  });
});
