/**
 * The staff session's id is a credential (its cookie's value, HttpOnly so that no script can read it): it is
 * in no answer's body (issue 30.5). Before, every `/staff/*.data` answer carried it beside the user, where
 * any same-origin script (the editor's bundle included) could read it. Every staff page's HTML and its
 * `.data` (React Router's loader data), for a gym's inbox and for management, and an action's `.data` too.
 */
import { expect, it } from "vitest";
import { staffUrls } from "#contracts/staff-urls.ts";
import { validBodies } from "#server/test/app.ts";
import { describeStaffArea, form, GREENWICH, MANAGEMENT } from "#server/test/staff.ts";

/** React Router's single-fetch URL of a page's loader data ("/staff" → "/staff.data"). */
const dataUrl = (url: string) => {
  const [path = "", query] = url.split("?");
  return `${path}.data${query ? `?${query}` : ""}`;
};

describeStaffArea("the staff session id in no answer", (area) => {
  it("is in no staff page's HTML or loader data, for a gym's inbox or management", async () => {
    const id = await area.lead({ ...validBodies.lead, email: "session-leak@example.com" });
    const pages = [
      staffUrls.home,
      staffUrls.submission(id),
      staffUrls.savedSubmission(id),
      staffUrls.outbox,
      staffUrls.erase,
      staffUrls.confirmErasure,
      staffUrls.charts,
      staffUrls.held,
      staffUrls.tours,
      staffUrls.tourMarked,
      staffUrls.content,
      staffUrls.contentRestored,
      staffUrls.signIn,
      staffUrls.signOut,
    ];
    for (const who of [GREENWICH, MANAGEMENT]) {
      const session = await area.signIn(who);
      expect(session.cookie.length).toBeGreaterThan(20);
      let answered = 0;
      for (const page of pages)
        for (const url of [page, dataUrl(page)]) {
          const response = await area.get(url, session);
          expect(response.statusCode, `${who} ${url}`).toBeLessThan(500);
          expect(response.body, `${who} ${url}`).not.toContain(session.cookie);
          if (response.statusCode === 200) answered++;
        }
      // Most of them answered with their page (a gym's inbox is refused management's pages).
      expect(answered).toBeGreaterThan(pages.length);
      // A filtered page's data: the inbox's filter, a GET link since issue 46, as React Router fetches it.
      const filtered = await area.get(`${dataUrl(staffUrls.home)}?kind=lead`, session);
      expect(filtered.statusCode).toBe(200);
      expect(filtered.body).toContain(session.csrf);
      expect(filtered.body).not.toContain(session.cookie);
    }
  });

  it("signs out still: the session ends and its cookies, the editor's too, are cleared", async () => {
    const session = await area.signIn(GREENWICH);
    const out = await area.post(staffUrls.signOut, session, { csrf: session.csrf }, form);
    expect(out.statusCode).toBe(200);
    expect(out.body).not.toContain(session.cookie);
    const cleared = [out.headers["set-cookie"] ?? []].flat();
    expect(cleared).toHaveLength(3);
    for (const cookie of cleared) expect(cookie).toMatch(/^novo_staff=;.*Max-Age=0/);
    const after = await area.get(staffUrls.home, session);
    expect(after.statusCode).toBe(303);
  });
});
