import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formAction } from "#app/features/forms/action.server.ts";
import { LANDING_FIELD } from "#contracts/attribution.ts";
import type { ContentReader } from "#contracts/content/snapshot.ts";
import type { FormAnswer } from "#contracts/forms/check.ts";
import type { FormsLoadContext } from "#contracts/forms/load-context.ts";
import { NAME_RULE_MESSAGE } from "#contracts/rules.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { createSubmissionService } from "#server/submissions/service.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedContent } from "#server/test/content.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";

/**
 * The route action of a native form post against the real submission service and database: the same
 * validation, honeypot and transaction as the JSON API (server/api/submissions.test.ts).
 */
// The content as the server hands it to the action (the form's page and its gyms).
const content = await shippedContent();

describe.each(backendNames)("native form posts on %s", (backendName) => {
  let backend: TestBackend;
  let forms: FormsLoadContext;
  let service: ReturnType<typeof createSubmissionService>;
  const client = { ipHash: "hash", referer: null, userAgent: "test" };

  beforeAll(async () => {
    backend = await createBackend(backendName);
    service = createSubmissionService({
      db: backend.database.db,
      messages: {
        siteOrigin: "https://novo.example",
        smsEnabled: false,
        gyms: () => shippedGyms,
        places: () => shippedPlaces,
      },
      stored: () => {},
      log: { info: () => {} },
    });
    forms = {
      submit: (kind, body) => service.submit(kind, body, client),
      postcodesApiUrl: "http://127.0.0.1:1",
      mayLookUpPostcode: async () => true,
    };
  });
  afterAll(async () => backend?.dispose());
  beforeEach(() => backend.reset());

  const post = (
    path: string,
    fields: Record<string, string>,
    context: { forms?: FormsLoadContext; content?: ContentReader } = { forms, content },
  ) =>
    formAction({
      request: new Request(`https://novo.example${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      context,
      params: {},
    } as Parameters<typeof formAction>[0]);
  const rows = async () => {
    const [s] = await backend.database.db.select({ n: count() }).from(submissions);
    const [o] = await backend.database.db.select({ n: count() }).from(outbox);
    return { submissions: s?.n, outbox: o?.n };
  };
  /** React Router's data() result: the answer and its status. */
  const answerOf = (result: unknown) => result as { data: FormAnswer; init: { status: number } };

  const discount = {
    _form: "discount",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "07700 900123",
    gym: "novowelling",
    faxNumber: "",
  };

  it("stores a lead with its messages and redirects 303 to the chosen gym's sign-up route", async () => {
    const result = (await post("/greenwich", discount)) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get("location")).toBe("/welling-signup");
    // The staff mail, the confirmation, and the lead's reminder and escalation (issue 32).
    expect(await rows()).toEqual({ submissions: 1, outbox: 4 });
  });

  it("stores a filled honeypot as spam, sends nothing, and answers as for a person", async () => {
    const result = (await post("/greenwich", { ...discount, faxNumber: "bot" })) as Response;
    expect(result.status).toBe(303);
    const [row] = await backend.database.db.select().from(submissions).where(eq(submissions.spam, true));
    expect(row?.kind).toBe("lead");
    expect(await rows()).toEqual({ submissions: 1, outbox: 0 });
  });

  it("answers SPEC §5's messages, keeps the values (never the honeypot) and stores nothing", async () => {
    const answer = answerOf(
      await post("/contacts", { _form: "enquiry", gym: "", firstName: "Ada", faxNumber: "x" }),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: "enquiry",
      status: "invalid",
      values: { gym: "", firstName: "Ada" },
      errors: {
        gym: "Please select a gym",
        lastName: "Last name is required",
        message: "Message is required",
      },
    });
    expect(answer.data.values).not.toHaveProperty("faxNumber");
    expect(await rows()).toEqual({ submissions: 0, outbox: 0 });
  });

  it("shows the server's stricter rules beside the field they name (a name over 80 characters, a short phone)", async () => {
    const answer = answerOf(
      await post("/meal-prep", {
        _form: "prep-interest",
        firstName: "Y".repeat(81),
        lastName: "B",
        email: "a@b.co",
        phone: "123",
      }),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ firstName: "At most 80 characters", phone: expect.any(String) });
    expect(await rows()).toEqual({ submissions: 0, outbox: 0 });
  });

  it("refuses a name with a control character by the form's own name rule, with the server's message", async () => {
    const answer = answerOf(
      await post("/meal-prep", {
        _form: "prep-interest",
        // (A lone surrogate cannot reach this path: form encoding turns it into U+FFFD.)
        firstName: "X\u0007Y",
        lastName: "B",
        email: "a@b.co",
        phone: "07700 900123",
      }),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ firstName: NAME_RULE_MESSAGE });
    expect(await rows()).toEqual({ submissions: 0, outbox: 0 });
  });

  it("thanks an investor and a retreat registration (the page renders the thank-you view)", async () => {
    const investor = answerOf(
      await post("/franchising", {
        _form: "investor",
        firstName: "Ivan",
        lastName: "Stone",
        phoneNum: "07700 900789",
        email: "ivan@example.com",
      }),
    );
    expect(investor.data).toMatchObject({ form: "investor", status: "sent" });
    const retreat = answerOf(
      await post("/retreat", {
        _form: "retreat-interest",
        firstName: "Ada",
        lastName: "B",
        email: "ada@example.com",
        phone: "07700 900123",
        discovery: "staff",
      }),
    );
    expect(retreat.data).toMatchObject({ form: "retreat-interest", status: "sent" });
    expect((await rows()).submissions).toBe(2);
  });

  it("keeps the values and shows the failure notice when the submission cannot be stored", async () => {
    const failing: FormsLoadContext = {
      ...forms,
      submit: async () => {
        throw new Error("database down");
      },
    };
    const answer = answerOf(await post("/greenwich", discount, { forms: failing, content }));
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({ status: "failed", values: { firstName: "Ada", gym: "novowelling" } });
  });

  it("reads the page's landing field in preference to the post's Referer, and never sends it in the body", async () => {
    const bodies: object[] = [];
    const fromPage: FormsLoadContext = {
      ...forms,
      // As the server's adapter does (server/forms/handler.ts): the field stands in for the script's header.
      submit: (kind, body, landing) => {
        bodies.push(body as object);
        const referer = "https://novo.example/greenwich?utm_medium=email";
        return service.submit(kind, body, { ...client, referer, landing });
      },
    };
    const landing = "ref=www.google.com&path=%2Fgreenwich";
    const result = (await post(
      "/greenwich",
      { ...discount, [LANDING_FIELD]: landing },
      { forms: fromPage, content },
    )) as Response;
    expect(result.status).toBe(303);
    expect(bodies[0]).not.toHaveProperty(LANDING_FIELD);
    const [row] = await backend.database.db.select().from(submissions);
    expect(row).toMatchObject({
      channel: "organic-search",
      referrerHost: "www.google.com",
      landingPath: "/greenwich",
      utmMedium: null,
    });

    // Garbage in the field: the Referer is read instead, and the lead is stored all the same.
    await backend.reset();
    await post("/greenwich", { ...discount, [LANDING_FIELD]: "%%%&ref=<x>" }, { forms: fromPage, content });
    const [fallback] = await backend.database.db.select().from(submissions);
    expect(fallback).toMatchObject({ channel: "email", utmMedium: "email", referrerHost: null });
  });

  it("shows a refused form again with its landing field cut and cleaned, so the next try still carries it", async () => {
    const forged = `ref=%3Cscript%3E&utm_source=${"s".repeat(300)}%0A&path=%2Fwelling&extra=1`;
    const answer = answerOf(await post("/greenwich", { _form: "discount", [LANDING_FIELD]: forged }));
    expect(answer.init.status).toBe(400);
    expect(answer.data.values[LANDING_FIELD]).toBe(`utm_source=${"s".repeat(200)}&path=%2Fwelling`);
    const garbage = answerOf(await post("/greenwich", { _form: "discount", [LANDING_FIELD]: "%%%" }));
    expect(garbage.data.values).not.toHaveProperty(LANDING_FIELD);
  });

  it("refuses a post that names no known form", async () => {
    await expect(post("/greenwich", { firstName: "Ada" })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
