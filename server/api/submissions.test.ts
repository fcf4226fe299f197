import { createHmac } from "node:crypto";
import { asc, count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { apiHeaders, TEST_SITE_ORIGIN, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";

describe.each(backendNames)("form endpoints on %s", (backendName) => {
  let backend: TestBackend;
  let app: FastifyInstance;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    app = await testApp(backend.database);
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });
  beforeEach(() => backend.reset());

  const db = () => backend.database.db;
  const counts = async () => {
    const [s] = await db().select({ n: count() }).from(submissions);
    const [o] = await db().select({ n: count() }).from(outbox);
    return { submissions: s?.n ?? -1, outbox: o?.n ?? -1 };
  };
  const post = (url: string, body: unknown, headers: Record<string, string> = apiHeaders) =>
    app.inject({
      method: "POST",
      url,
      headers,
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });
  const outboxRows = () => db().select().from(outbox).orderBy(asc(outbox.id));

  it("stores a discount lead with its request facts and queues staff mail and the DAYPASS50 confirmation", async () => {
    const response = await post(apiPaths.lead, validBodies.lead, {
      ...apiHeaders,
      referer: "https://novo.example/offers",
      "user-agent": "TestBrowser/1.0",
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [row] = await db().select().from(submissions);
    expect(row).toMatchObject({
      id: answer.id,
      kind: "lead",
      gym: "novogreenwich",
      email: "jane@example.com",
      spam: false,
      referer: "https://novo.example/offers",
      userAgent: "TestBrowser/1.0",
      payload: validBodies.lead,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.ipHash).toBe(createHmac("sha256", "test-salt").update("127.0.0.1").digest("hex"));
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");

    const rows = await outboxRows();
    expect(rows.map((r) => [r.purpose, r.channel, r.recipient, r.status])).toEqual([
      ["staff-notification", "email", "greenwich@novogyms.co.uk", "pending"],
      ["visitor-confirmation", "email", "jane@example.com", "pending"],
      // Chased while warm (issue 32): due later, in the gym's staffed time (server/outbox/chase.test.ts).
      ["lead-reminder", "email", "greenwich@novogyms.co.uk", "pending"],
      ["lead-escalation", "email", "management@novogyms.co.uk", "pending"],
    ]);
    expect(rows[2]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(rows.every((r) => r.submissionId === answer.id)).toBe(true);
    expect(rows[0]?.replyTo).toBe("jane@example.com");
    expect(rows[0]?.textBody).toContain(`Reference: ${answer.id}`);
    for (const value of Object.values(validBodies.lead)) expect(rows[0]?.textBody).toContain(value);
    expect(rows[1]?.textBody).toContain("DAYPASS50");
    expect(rows[1]?.textBody).toContain("31 December 2099");
    expect(rows[1]?.textBody).toContain(`${TEST_SITE_ORIGIN}/greenwich/tour`);
  });

  it("routes an Armory lead to the Armory inbox and confirms the 3 classes in 7 days trial", async () => {
    const response = await post(apiPaths.lead, validBodies.armoryLead);
    expect(response.statusCode).toBe(201);
    const rows = await outboxRows();
    expect(rows.map((r) => r.recipient)).toEqual([
      "armory@novogyms.co.uk",
      "sam@example.com",
      // The reminder to the Armory's inbox and the escalation to management (issue 32).
      "armory@novogyms.co.uk",
      "management@novogyms.co.uk",
    ]);
    expect(rows[1]?.textBody).toContain("3 classes free within 7 days");
    expect(rows[1]?.textBody).not.toContain("DAYPASS50");
  });

  it("stores an enquiry and notifies only the chosen gym", async () => {
    const response = await post(apiPaths.enquiry, validBodies.enquiry);
    expect(response.statusCode).toBe(201);
    const [row] = await db().select().from(submissions);
    expect(row).toMatchObject({ kind: "enquiry", gym: "novowelling", payload: validBodies.enquiry });
    const rows = await outboxRows();
    expect(rows.map((r) => [r.purpose, r.recipient])).toEqual([
      ["staff-notification", "welling@novogyms.co.uk"],
    ]);
    expect(rows[0]?.textBody).toContain("Do you offer PT sessions at weekends?");
  });

  it("takes an enquiry to the Armory and notifies the Armory's inbox", async () => {
    const response = await post(apiPaths.enquiry, { ...validBodies.enquiry, gym: "novoarmory" });
    expect(response.statusCode).toBe(201);
    const rows = await outboxRows();
    expect(rows.map((r) => [r.purpose, r.recipient])).toEqual([
      ["staff-notification", "armory@novogyms.co.uk"],
    ]);
  });

  it("takes an investor enquiry without the key and sends the investor pack link", async () => {
    const response = await post(apiPaths.investor, validBodies.investor, {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(201);
    const rows = await outboxRows();
    expect(rows.map((r) => r.recipient)).toEqual(["management@novogyms.co.uk", "ivan@example.com"]);
    expect(rows[1]?.textBody).toContain(`${TEST_SITE_ORIGIN}/novo-investor-pack.pdf`);
  });

  it.each([
    ["retreat", validBodies.retreat],
    ["prep", validBodies.prep],
  ])("registers %s interest with management and confirms the 10%% discount", async (interest, body) => {
    const response = await post(apiPaths.interest, body);
    expect(response.statusCode).toBe(201);
    const [row] = await db().select().from(submissions);
    expect(row).toMatchObject({ kind: "interest", gym: null, payload: body });
    const rows = await outboxRows();
    expect(rows.map((r) => r.recipient)).toEqual(["management@novogyms.co.uk", body.email]);
    expect(rows[1]?.textBody).toContain("10% off");
    expect(rows[0]?.subject).toContain(interest);
  });

  it("answers a filled honeypot with success, stores it as spam and queues nothing", async () => {
    const response = await post(apiPaths.lead, { ...validBodies.lead, faxNumber: "+1 555 0100" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ok: true });
    const [row] = await db().select().from(submissions);
    expect(row?.spam).toBe(true);
    expect(row?.payload).not.toHaveProperty("faxNumber");
    expect(await counts()).toEqual({ submissions: 1, outbox: 0 });
  });

  it("treats an empty honeypot as a person", async () => {
    const response = await post(apiPaths.investor, { ...validBodies.investor, faxNumber: "" });
    expect(response.statusCode).toBe(201);
    expect((await db().select().from(submissions))[0]?.spam).toBe(false);
    expect((await counts()).outbox).toBe(2);
  });

  it.each([
    ["lead", apiPaths.lead, validBodies.lead],
    ["enquiry", apiPaths.enquiry, validBodies.enquiry],
    ["interest", apiPaths.interest, validBodies.prep],
  ])("rejects %s without the right x-api-key (401) and stores nothing", async (_kind, url, body) => {
    const missing = await post(url, body, { "content-type": "application/json" });
    const wrong = await post(url, body, { "content-type": "application/json", "x-api-key": "nope" });
    for (const response of [missing, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ ok: false, error: "unauthorized" });
    }
    expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
  });

  it("answers a body that is not JSON with 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await post(apiPaths.lead, JSON.stringify(validBodies.lead), {
        ...apiHeaders,
        "content-type": type,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ ok: false, error: "unsupported_media_type" });
    }
    const none = await app.inject({ method: "POST", url: apiPaths.investor, payload: Buffer.from("{}") });
    expect(none.statusCode).toBe(415);
    expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
  });

  it("answers a 1 MB body with 413 JSON", async () => {
    const huge = { ...validBodies.enquiry, message: "x".repeat(1024 * 1024) };
    const response = await post(apiPaths.enquiry, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ ok: false, error: "too_large" });
    expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
  });

  it("answers malformed JSON with 400", async () => {
    for (const payload of ['{"firstName": "Jane",', "not json", ""]) {
      const response = await post(apiPaths.investor, payload, { "content-type": "application/json" });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ ok: false, error: "malformed_json" });
    }
    expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
  });

  const cases: [string, string, Record<string, unknown>][] = [
    ["lead", apiPaths.lead, validBodies.lead],
    ["enquiry", apiPaths.enquiry, validBodies.enquiry],
    ["investor", apiPaths.investor, validBodies.investor],
    ["retreat", apiPaths.interest, validBodies.retreat],
    ["prep", apiPaths.interest, validBodies.prep],
  ];
  for (const [name, url, body] of cases) {
    for (const field of Object.keys(body)) {
      it(`rejects a ${name} without ${field} (400 naming the field) and stores nothing`, async () => {
        const { [field]: _dropped, ...rest } = body;
        const response = await post(url, rest);
        expect(response.statusCode).toBe(400);
        const answer = response.json();
        expect(answer.ok).toBe(false);
        expect(answer.error).toBe("invalid");
        expect(answer.problems.map((p: { field: string }) => p.field)).toContain(field);
        expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
      });
    }
  }

  // A value outside a choice, or one the database would refuse, is a 400 naming the field, never a 500.
  const choiceFields = new Set(["gymName", "source", "gym", "discovery", "interest"]);
  for (const [name, url, body] of cases) {
    for (const field of Object.keys(body).filter((key) => !choiceFields.has(key))) {
      it(`rejects a lone surrogate in the ${name}'s ${field} (400 naming the field) and stores nothing`, async () => {
        // JSON.stringify writes the lone surrogate as the escape \ud800, as a client would send it.
        const response = await post(url, { ...body, [field]: "X\ud800Y" });
        expect(response.statusCode).toBe(400);
        expect(response.json().problems.map((p: { field: string }) => p.field)).toContain(field);
        expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
      });
    }
  }

  it.each(["\u0000", "\u0007", "\u001b", "\u007f"])(
    "rejects the control character %j in the enquiry message (400 naming it) and stores nothing",
    async (control) => {
      const response = await post(apiPaths.enquiry, { ...validBodies.enquiry, message: `Hi${control}there` });
      expect(response.statusCode).toBe(400);
      expect(response.json().problems).toEqual([{ field: "message", message: expect.any(String) }]);
      expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
    },
  );

  it("keeps line breaks and tabs in the enquiry message", async () => {
    const message = "Line one\r\nLine two\n\tindented";
    const response = await post(apiPaths.enquiry, { ...validBodies.enquiry, message });
    expect(response.statusCode).toBe(201);
    const [row] = await db().select().from(submissions);
    expect(row?.payload).toMatchObject({ message });
  });

  it("rejects a control character in the honeypot as in any other field", async () => {
    const response = await post(
      apiPaths.investor,
      { ...validBodies.investor, faxNumber: "a\u0000b" },
      {
        "content-type": "application/json",
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().problems.map((p: { field: string }) => p.field)).toEqual(["faxNumber"]);
  });

  it.each([
    ["a number for a name", apiPaths.lead, { ...validBodies.lead, firstName: 42 }, "firstName"],
    ["an array for an email", apiPaths.investor, { ...validBodies.investor, email: ["a@b.co"] }, "email"],
    [
      "an object body field",
      apiPaths.enquiry,
      { ...validBodies.enquiry, message: { text: "hi" } },
      "message",
    ],
    ["an unknown gym", apiPaths.lead, { ...validBodies.lead, gymName: "novobrighton" }, "gymName"],
    ["the contact form's default gym", apiPaths.enquiry, { ...validBodies.enquiry, gym: "default" }, "gym"],
    ["a source other than website", apiPaths.lead, { ...validBodies.lead, source: "app" }, "source"],
    ["a bad email", apiPaths.lead, { ...validBodies.lead, email: "jane@" }, "email"],
    ["a short phone", apiPaths.investor, { ...validBodies.investor, phoneNum: "12345" }, "phoneNum"],
    ["a blank name", apiPaths.investor, { ...validBodies.investor, firstName: "   " }, "firstName"],
    [
      "an over-long name",
      apiPaths.investor,
      { ...validBodies.investor, lastName: "x".repeat(81) },
      "lastName",
    ],
    [
      "the discovery placeholder",
      apiPaths.interest,
      { ...validBodies.retreat, discovery: "Default" },
      "discovery",
    ],
    [
      "mismatched retreat phones",
      apiPaths.interest,
      { ...validBodies.retreat, phone: "07700 111222" },
      "phone",
    ],
    ["an unknown interest", apiPaths.interest, { ...validBodies.prep, interest: "spa" }, "interest"],
    [
      "CR/LF in a first name",
      apiPaths.lead,
      { ...validBodies.lead, firstName: "Jane\r\nBcc: x@evil.test" },
      "firstName",
    ],
    [
      "LF in a last name",
      apiPaths.investor,
      { ...validBodies.investor, lastName: "Doe\nX-Evil: 1" },
      "lastName",
    ],
    [
      "CR/LF in a subject",
      apiPaths.enquiry,
      { ...validBodies.enquiry, subject: "Hi\r\nBcc: x@evil.test" },
      "subject",
    ],
    ["an unknown extra field", apiPaths.investor, { ...validBodies.investor, admin: true }, "(body)"],
  ])("rejects %s (400) and stores nothing", async (_what, url, body, field) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer).toMatchObject({ ok: false, error: "invalid" });
    expect(answer.problems.map((p: { field: string }) => p.field)).toContain(field);
    expect(
      answer.problems.every((p: { message: string }) => typeof p.message === "string" && p.message),
    ).toBe(true);
    expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
  });

  it("rejects a JSON body that is not an object", async () => {
    for (const payload of ["[]", "null", '"text"', "42"]) {
      const response = await post(apiPaths.investor, payload);
      expect(response.statusCode, payload).toBe(400);
    }
    expect(await counts()).toEqual({ submissions: 0, outbox: 0 });
  });

  it("accepts unicode names as given", async () => {
    const body = { ...validBodies.investor, firstName: "Zoë Ångström", lastName: "李小龍-O'Brien" };
    const response = await post(apiPaths.investor, body);
    expect(response.statusCode).toBe(201);
    const [row] = await db().select().from(submissions);
    expect(row?.payload).toMatchObject({ firstName: "Zoë Ångström", lastName: "李小龍-O'Brien" });
    expect((await outboxRows())[0]?.subject).toContain("Zoë Ångström 李小龍-O'Brien");
  });

  it("trims values before storing them", async () => {
    const response = await post(apiPaths.investor, {
      ...validBodies.investor,
      firstName: "  Ivan  ",
      email: " ivan@example.com ",
    });
    expect(response.statusCode).toBe(201);
    expect((await db().select().from(submissions))[0]?.payload).toMatchObject({
      firstName: "Ivan",
      email: "ivan@example.com",
    });
  });

  it("stores HTML and script exactly as typed but escapes them in the HTML mail", async () => {
    const body = {
      ...validBodies.enquiry,
      // Markup in a name is refused by the name rule (issue 21.2); the free-text fields carry it here.
      subject: `<script>alert('x')</script> <img src=x onerror="alert(1)">`,
      message: "Hello <b>there</b> & </td></table><a href='https://evil.test'>click</a>",
    };
    const response = await post(apiPaths.enquiry, body);
    expect(response.statusCode).toBe(201);
    expect((await db().select().from(submissions))[0]?.payload).toMatchObject(body);
    const [staff] = await outboxRows();
    expect(staff?.htmlBody).not.toContain("<script>");
    expect(staff?.htmlBody).not.toContain("<img src=x");
    expect(staff?.htmlBody).not.toContain("<a href='https://evil.test'>");
    // React writes the apostrophe as &#x27; (the hand-built escaper wrote &#39;): the same character, escaped.
    expect(staff?.htmlBody).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(staff?.htmlBody).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(staff?.htmlBody).toContain("Hello &lt;b&gt;there&lt;/b&gt; &amp; &lt;/td&gt;");
    // Plain text carries the values as typed: a text part is never rendered as markup.
    expect(staff?.textBody).toContain("<script>alert('x')</script>");
  });

  it("answers unknown API paths with JSON 404, not the site's page", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, error: "not_found" });
    const wrongMethod = await app.inject({ method: "GET", url: apiPaths.lead });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it("reports health", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.health });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; fallbacks: { id: string; message: string }[] };
    expect(body.status).toBe("ok");
    // The test configuration has no SMTP_URL, no Google key and no alert channel, but a real (non-local) SITE_ORIGIN.
    expect(body.fallbacks.map((fallback) => fallback.id)).toEqual([
      "mail-files",
      "no-google-key",
      "no-alert-channel",
    ]);
  });
});
