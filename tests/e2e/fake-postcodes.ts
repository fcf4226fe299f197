/**
 * A stand-in for postcodes.io on 127.0.0.1 for the e2e server (POSTCODES_API_URL), speaking its documented
 * format: `GET /postcodes/{postcode}` answers `{ status: 200, result: { postcode, latitude, longitude } }`,
 * or `{ status: 404, error }`. The browser's lookups are usually answered by a Playwright route; this one
 * answers the server's, for a search sent before the page's JavaScript has run (the finder works without
 * it), with the same answers the specs give.
 */
import { createServer } from "node:http";
import { shippedGym } from "#tests/shipped.ts";
import { fakePostcodePort, lewishamAt } from "./env";

const welling = shippedGym("welling");

/** Postcodes the specs search for, normalised (upper case, no spaces), with the answer each gets. */
const known: Record<string, unknown> = {
  DA163PB: { postcode: "DA16 3PB", latitude: welling.latitude, longitude: welling.longitude - 0.01 },
  // Lewisham (opening-a-gym.spec.ts): the new gym's own postcode, and a visitor's a few streets away.
  SE136EE: { postcode: "SE13 6EE", ...lewishamAt },
  SE137AA: {
    postcode: "SE13 7AA",
    latitude: lewishamAt.latitude + 0.004,
    longitude: lewishamAt.longitude + 0.002,
  },
  // An odd answer: the lookup found it but gives no coordinates (resilience.spec.ts).
  SE109UW: { postcode: "SE10 9UW", latitude: null, longitude: null },
};

const server = createServer((request, response) => {
  const match = /^\/postcodes\/([^/?]+)$/.exec(request.url ?? "");
  const key = match
    ? decodeURIComponent(match[1] ?? "")
        .replace(/\s+/g, "")
        .toUpperCase()
    : "";
  const result = known[key];
  const body = result
    ? { status: 200, result }
    : { status: 404, error: match ? "Postcode not found" : "Resource not found" };
  response.writeHead(body.status, { "content-type": "application/json", "access-control-allow-origin": "*" });
  response.end(JSON.stringify(body));
});
server.listen(fakePostcodePort, "127.0.0.1");
