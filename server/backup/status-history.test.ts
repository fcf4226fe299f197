/** Staff status history is part of a backup. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { submissionEvents, submissions } from "#server/db/schema.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend } from "#server/test/backends.ts";
import { dumpJson, restoreJson } from "./backup";

const GREENWICH = "greenwich@novogyms.co.uk";

describe.each(backendNames)("staff status history in a backup (%s)", (backendName) => {
  it("is dumped and restored with its submission", async () => {
    const backend = await createBackend(backendName);
    const app = await testApp(backend.database);
    try {
      const response = await app.inject({
        method: "POST",
        url: apiPaths.lead,
        headers: apiHeaders,
        payload: validBodies.lead,
      });
      expect(response.statusCode).toBe(201);
      const [row] = await backend.database.db.select().from(submissions);
      await backend.database.db
        .insert(submissionEvents)
        .values({ submissionId: row?.id ?? "", status: "toured", note: "Came Tuesday", actor: GREENWICH });
      const file = path.join(mkdtempSync(path.join(tmpdir(), "novo-staff-backup-")), "dump.jsonl");
      expect(await dumpJson(backend.database.db, file)).toMatchObject({
        submissions: 1,
        submission_events: 1,
      });
      await backend.reset();
      expect(await restoreJson(backend.database.db, file)).toMatchObject({
        submissions: 1,
        submission_events: 1,
      });
      const [event] = await backend.database.db.select().from(submissionEvents);
      expect(event).toMatchObject({ submissionId: row?.id, status: "toured", note: "Came Tuesday" });
    } finally {
      await app.close();
      await backend.dispose();
    }
  });
});
