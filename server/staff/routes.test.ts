/** The staff area's requests (routes.ts): no session, no page; never cached or indexed; forged posts refused. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { outbox, submissionEvents, submissions } from "#server/db/schema.ts";
import { Journal, spoolDir } from "#server/spool/journal.ts";
import { validBodies } from "#server/test/app.ts";
import { capturedLog } from "#server/test/captured-log.ts";
import { describeStaffArea, form, GREENWICH, staffSteps, staffTestApp } from "#server/test/staff.ts";

describeStaffArea("staff area requests", (area) => {
  const { db, requestLink, signIn, lead, post } = area;

  it("shows no page and no export without a session", async () => {
    for (const url of [
      "/staff",
      "/staff/outbox",
      "/staff/erase",
      "/staff/charts",
      "/staff/submissions/00000000-0000-4000-8000-000000000000",
    ]) {
      const response = await area.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(303);
      // A lead's page (the notification's links) is where the sign-in comes back to (issue 32).
      const back = url.startsWith("/staff/submissions/") ? `?return=${encodeURIComponent(url)}` : "";
      expect(response.headers.location).toBe(`/staff/sign-in${back}`);
    }
    const exported = await area.app.inject({
      method: "POST",
      url: "/staff/export",
      headers: form,
      payload: "",
    });
    expect(exported.statusCode).toBe(401);
    expect(exported.body).not.toContain(",");
    const forged = await area.app.inject({
      method: "GET",
      url: "/staff",
      headers: { cookie: "novo_staff=made-up" },
    });
    expect(forged.statusCode).toBe(303);
  });

  it("tells staff how many submissions wait on this server's disk for the database, and none when none do", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-staff-spool-"));
    const own = await staffTestApp(area.backend.database, { env: { DATA_DIR: dataDir } });
    try {
      const steps = staffSteps(() => own, db);
      const management = await steps.signIn("management@novogyms.co.uk");
      expect((await steps.get("/staff", management)).body).not.toContain("kept on this server");
      const journal = new Journal<{ id: string; receivedAt: string }>({
        dir: spoolDir(dataDir),
        maxBytes: 1 << 20,
        log: { warn: () => {} },
      });
      await journal.open({ owner: true });
      for (const id of ["a", "b"])
        await journal.append({
          id: `00000000-0000-4000-8000-00000000000${id}`,
          receivedAt: new Date().toISOString(),
        });
      const page = await steps.get("/staff", management);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("2 submission(s) received while the database could not take them");
    } finally {
      await own.close();
    }
  });

  it("marks every page noindex and never cacheable", async () => {
    const response = await area.app.inject({ method: "GET", url: "/staff/sign-in" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // Plain forms: nothing of a session is serialised into the page for hydration, and no inline script.
    // The one script is the passkey button's (decision 0037): a same-origin module file, nothing inline.
    const scripts = [...response.body.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      expect.stringMatching(
        /^<script type="module" src="\/assets\/passkeys\.browser-[\w-]+\.js"><\/script>$/,
      ),
    ]);
    expect(response.body).not.toContain("__reactRouter");
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/');
  });

  it("refuses a state change without the CSRF token or from another origin (403)", async () => {
    const id = await lead(validBodies.lead);
    const session = await signIn(GREENWICH);
    const url = `/staff/submissions/${id}/status`;
    expect((await post(url, session, { status: "contacted" })).statusCode).toBe(403);
    expect((await post(url, session, { status: "contacted", csrf: "wrong" })).statusCode).toBe(403);
    const foreign = { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" };
    expect((await post(url, session, { status: "contacted", csrf: session.csrf }, foreign)).statusCode).toBe(
      403,
    );
    const nullOrigin = { "content-type": "application/x-www-form-urlencoded", origin: "null" };
    expect(
      (await post(url, session, { status: "contacted", csrf: session.csrf }, nullOrigin)).statusCode,
    ).toBe(403);
    const noOrigin = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" };
    expect((await post(url, session, { status: "contacted", csrf: session.csrf }, noOrigin)).statusCode).toBe(
      403,
    );
    expect((await requestLink(GREENWICH, foreign)).statusCode).toBe(403);
    expect((await post("/staff/sign-out", session, {})).statusCode).toBe(403);
    const [row] = await db().select().from(submissions);
    expect(row?.status).toBe("new");
    expect(await db().select().from(submissionEvents)).toHaveLength(0);

    const done = await post(url, session, {
      status: "contacted",
      note: "Called, booked a tour",
      csrf: session.csrf,
    });
    expect(done.statusCode).toBe(303);
    const [changed] = await db().select().from(submissions);
    expect(changed?.status).toBe("contacted");
    const [event] = await db().select().from(submissionEvents);
    expect(event).toMatchObject({ status: "contacted", note: "Called, booked a tour", actor: GREENWICH });
    const detail = await area.app.inject({
      method: "GET",
      url: `/staff/submissions/${id}`,
      headers: { cookie: `novo_staff=${session.cookie}` },
    });
    expect(detail.body).toContain("Called, booked a tour");
    expect(detail.body).toContain("staff-notification");
  });
});

const log = capturedLog();
describeStaffArea(
  "staff area logs",
  (area) => {
    it("log neither the link's token nor a searched name or address", async () => {
      const { app, backend } = area;
      await app.inject({
        method: "POST",
        url: "/staff/sign-in",
        headers: form,
        payload: `email=${GREENWICH}`,
      });
      const [mail] = await backend.database.db.select().from(outbox);
      const token = /\/staff\/link\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? "")?.[1] ?? "missing";
      expect((await app.inject({ method: "GET", url: `/staff/link/${token}` })).statusCode).toBe(200);
      const signedIn = await app.inject({
        method: "POST",
        url: "/staff/link",
        headers: form,
        payload: `token=${token}`,
      });
      const cookie = `novo_staff=${/novo_staff=([^;]*)/.exec(String(signedIn.headers["set-cookie"]))?.[1]}`;
      const page = await app.inject({ method: "GET", url: "/staff", headers: { cookie } });
      const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
      await app.inject({
        method: "POST",
        url: "/staff",
        headers: { ...form, cookie },
        payload: new URLSearchParams({ csrf, q: "Zebedee Quux" }).toString(),
      });
      const logged = log.text();
      expect(logged).toContain("/staff");
      expect(logged).not.toContain(token);
      expect(logged).not.toContain("Zebedee");
      expect(logged).not.toContain(GREENWICH);
    });
  },
  { app: { logger: log.logger } },
);
