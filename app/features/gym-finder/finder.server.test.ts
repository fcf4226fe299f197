import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedGyms } from "#tests/shipped.ts";
import { findGymsForPostcode } from "./finder.server";
import { FINDER_FAILURE, INVALID_POSTCODE } from "./postcode-lookup";

/** A postcode service on 127.0.0.1 answering as postcodes.io does; SE2 0AA answers without coordinates. */
let server: Server;
let url = "";
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? "");
    res.setHeader("content-type", "application/json");
    if (req.url === "/postcodes/SE109UW")
      res.end(
        JSON.stringify({ status: 200, result: { postcode: "SE10 9UW", latitude: 51.48, longitude: -0.01 } }),
      );
    else if (req.url === "/postcodes/SE20AA") res.end(JSON.stringify({ status: 200, result: {} }));
    else {
      res.statusCode = 404;
      res.end(JSON.stringify({ status: 404, error: "Invalid postcode" }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the gym finder's server-side search (no JavaScript)", () => {
  it("looks the postcode up at the server's POSTCODES_API_URL and lists the gyms nearest first", async () => {
    const answer = await findGymsForPostcode("se10 9uw", url, shippedGyms);
    expect(asked).toContain("/postcodes/SE109UW");
    expect(answer.error).toBeNull();
    expect(answer.search).toBe("se10 9uw");
    expect(answer.results?.map((result) => result.slug)).toEqual(["greenwich", "welling"]);
    expect(answer.results?.[0]?.miles).toBeLessThan(answer.results?.[1]?.miles ?? 0);
  });

  it("says 'Please enter a valid UK postcode.' without asking the service", async () => {
    const before = asked.length;
    expect(await findGymsForPostcode("not a postcode", url, shippedGyms)).toMatchObject({
      error: INVALID_POSTCODE,
      results: null,
    });
    expect(asked.length).toBe(before);
  });

  it.each([
    ["an unknown postcode", "E1 1AA"],
    ["an answer without coordinates", "SE2 0AA"],
  ])("answers %s with the finder's failure message", async (_what, postcode) => {
    expect(await findGymsForPostcode(postcode, url, shippedGyms)).toMatchObject({
      error: FINDER_FAILURE,
      results: null,
    });
  });

  it("answers an unreachable service with the failure message", async () => {
    expect(await findGymsForPostcode("SE10 9UW", "http://127.0.0.1:1", shippedGyms)).toMatchObject({
      error: FINDER_FAILURE,
    });
  });
});
