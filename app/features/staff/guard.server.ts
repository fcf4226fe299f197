/**
 * The staff area's one guard, called by every staff loader and action: the signed-in user (from the load
 * context the server passes, app/load-context.ts) or a thrown Response. A page asked for without a session
 * redirects to sign-in; a post without one is 401; a post without the session's CSRF token is 403.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { type AppLoadContext, redirect } from "react-router";
import { type Checked, MANAGEMENT_ROLE, type StaffLoadContext, type StaffSession } from "#contracts/staff.ts";
import { editorUrls, RETURN_COOKIE, returnPathOf, staffUrls } from "#contracts/staff-urls.ts";

/** A plain-text answer to throw: a resource route sends it as it is, a page shows it in its error boundary. */
export function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export const NOT_ALLOWED = "This request was refused. Go back, reload the page and try again.";

export function staffContext(context: AppLoadContext): StaffLoadContext {
  // Only the server (server/forms/handler.ts) provides it; a shared (cached) render has none.
  if (!context.staff) throw refusal(503, "The staff area is served by the site's server only.");
  return context.staff;
}

export async function requireStaff(request: Request, context: AppLoadContext): Promise<StaffSession> {
  const session = await staffContext(context).session();
  if (session) return session;
  if (request.method === "GET" || request.method === "HEAD") {
    // A lead's page (the notification's links) is where the sign-in comes back to.
    const back = returnPathOf(new URL(request.url).pathname);
    throw redirect(back ? `${staffUrls.signIn}?return=${encodeURIComponent(back)}` : staffUrls.signIn, 303);
  }
  throw refusal(401, "Sign in first.");
}

/**
 * The content editor (Keystatic at editorUrls, decision 0017): the same session, whose cookie
 * /staff/content also issues for the editor's paths. Without it the admin page goes to /staff/content (which
 * signs in first if needed and then hands the cookie over); the API answers 403.
 */
export async function requireEditor(request: Request, context: AppLoadContext): Promise<StaffSession> {
  const session = context.staff ? await context.staff.session() : null;
  if (session) return session;
  const api = new URL(request.url).pathname.startsWith(`${editorUrls.api}/`);
  if (!api && (request.method === "GET" || request.method === "HEAD")) throw redirect(staffUrls.content, 303);
  throw refusal(403, "Sign in to the staff area first, then open Content.");
}

/** A management-only page or action: anyone else is refused. */
export async function requireManagement(request: Request, context: AppLoadContext): Promise<StaffSession> {
  const user = await requireStaff(request, context);
  if (user.role !== MANAGEMENT_ROLE) throw refusal(403, NOT_ALLOWED);
  return user;
}

/** A state change: the signed-in user, whose form must carry their session's CSRF token, and its fields. */
export async function requireStaffPost(
  request: Request,
  context: AppLoadContext,
  options: { management?: boolean } = {},
): Promise<{ user: StaffSession; form: Record<string, string> }> {
  const user = await (options.management ? requireManagement : requireStaff)(request, context);
  const form = await formFields(request);
  if (!sameSecret(form.csrf ?? "", user.csrfToken)) throw refusal(403, NOT_ALLOWED);
  return { user, form };
}

/** A form's text fields (the staff forms upload no files). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** Compared as digests of equal length, so the time taken says nothing about the token. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A checked form's value, or a 400 that names the field at fault (the route's error boundary shows it). */
export function valid<T>(checked: Checked<T>): T {
  if (!checked.ok) throw refusal(400, checked.message);
  return checked.value;
}

/** The Set-Cookie that keeps (or, with null, clears) the path a sign-in returns to, for 30 minutes. */
export function returnCookie(path: string | null): string {
  const value = path ? encodeURIComponent(path) : "";
  return `${RETURN_COOKIE}=${value}; Path=${staffUrls.home}; HttpOnly; SameSite=Strict; Max-Age=${path ? 1800 : 0}`;
}

/** The path a sign-in returns to, from the request's cookie. */
export function returnPathFrom(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === RETURN_COOKIE) {
      try {
        return returnPathOf(decodeURIComponent(rest.join("=")));
      } catch {
        return null;
      }
    }
  }
  return null;
}
