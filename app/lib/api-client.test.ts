import { afterEach, describe, expect, it, vi } from "vitest";
import { getJson, postJson } from "./api-client";
import { z } from "./zod";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal("fetch", spy);
  return spy;
}

describe("postJson", () => {
  it("sends JSON with the API key only when asked", async () => {
    const spy = stubFetch(async () => new Response(JSON.stringify({ ok: true, id: "1" }), { status: 201 }));
    const result = await postJson("/api/sendLeadEmail", { a: 1 }, { apiKey: true });
    expect(result).toEqual({ kind: "ok", status: 201, data: { ok: true, id: "1" } });
    const init = spy.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      "content-type": "application/json",
      "x-api-key": "test-api-key",
    });

    await postJson("/api/sendInvestorEnquiryEmail", {});
    expect(spy.mock.calls[1]?.[1]?.headers).not.toHaveProperty("x-api-key");
  });

  it("sends the visit's landing values in their header, never in the body", async () => {
    const spy = stubFetch(async () => new Response("{}", { status: 201 }));
    await postJson(
      "/api/sendLeadEmail",
      { a: 1 },
      { apiKey: true, landing: "utm_source=x&path=%2Fgreenwich" },
    );
    const init = spy.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ "x-novo-landing": "utm_source=x&path=%2Fgreenwich" });
    await postJson("/api/sendLeadEmail", { a: 1 }, { apiKey: true });
    expect(spy.mock.calls[1]?.[1]?.headers).not.toHaveProperty("x-novo-landing");
  });

  it("tells an error status from a network failure", async () => {
    stubFetch(async () => new Response("no", { status: 500 }));
    expect(await postJson("/x", {})).toEqual({ kind: "http-error", status: 500 });
    // Our API's error body is read only when it has the documented shape.
    const failure = {
      ok: false,
      error: "invalid",
      problems: [{ field: "email", message: "Email is required" }],
    };
    stubFetch(async () => Response.json(failure, { status: 400 }));
    expect(await postJson("/x", {})).toEqual({
      kind: "http-error",
      status: 400,
      failure,
      problems: failure.problems,
    });
    stubFetch(async () => Response.json({ ok: false, problems: "email" }, { status: 400 }));
    expect(await postJson("/x", {})).toEqual({ kind: "http-error", status: 400 });
    stubFetch(async () =>
      Response.json({ ok: false, error: "x", problems: [{ field: 1 }] }, { status: 422 }),
    );
    expect(await postJson("/x", {})).toEqual({ kind: "http-error", status: 422 });
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect((await postJson("/x", {})).kind).toBe("network-error");
  });
});

describe("getJson", () => {
  const schema = z.object({ reviews: z.array(z.string()) });
  it("returns the checked body and throws on a non-ok status", async () => {
    stubFetch(async () => new Response(JSON.stringify({ reviews: [], extra: 1 }), { status: 200 }));
    expect(await getJson("/api/reviews/x", schema)).toEqual({ reviews: [] });
    stubFetch(async () => new Response("", { status: 404 }));
    await expect(getJson("/api/reviews/x", schema)).rejects.toThrow("404");
  });
  it("throws on a body of another shape or one that is not JSON", async () => {
    stubFetch(async () => Response.json({ reviews: "none" }));
    await expect(getJson("/api/reviews/x", schema)).rejects.toThrow("unexpected shape");
    stubFetch(async () => Response.json(null));
    await expect(getJson("/api/reviews/x", schema)).rejects.toThrow("unexpected shape");
    stubFetch(async () => new Response("<html>Bad gateway</html>", { status: 200 }));
    await expect(getJson("/api/reviews/x", schema)).rejects.toThrow();
  });
  it("asks before a schema still loading has arrived, and checks the answer against it once it has", async () => {
    let loaded!: (value: typeof schema) => void;
    const loading = new Promise<typeof schema>((resolve) => {
      loaded = resolve;
    });
    const spy = stubFetch(async () => Response.json({ reviews: ["Great gym"] }));
    const answer = getJson("/api/reviews/x", loading);
    await Promise.resolve();
    expect(spy).toHaveBeenCalledTimes(1);
    loaded(schema);
    expect(await answer).toEqual({ reviews: ["Great gym"] });
    stubFetch(async () => Response.json({ reviews: "none" }));
    await expect(getJson("/api/reviews/x", Promise.resolve(schema))).rejects.toThrow("unexpected shape");
  });
  it("fails as any failure when the schema cannot load, or the request fails while it loads", async () => {
    stubFetch(async () => Response.json({ reviews: [] }));
    await expect(getJson("/api/reviews/x", Promise.reject(new Error("chunk failed")))).rejects.toThrow(
      "chunk failed",
    );
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(getJson("/api/reviews/x", new Promise<typeof schema>(() => {}))).rejects.toThrow(
      "Failed to fetch",
    );
  });
});
