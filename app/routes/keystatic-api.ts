/**
 * Keystatic's API (decision 0017), at the path the library fixes (/api/keystatic): the one gate for the editor.
 * Every call needs the staff session (reads too). The path is read exactly as Keystatic's handler reads it
 * (`keystaticParams`), so no other spelling means something else to it:
 * - GET/HEAD `tree` and `blob/<sha>/<file of an entry>` are the only requests passed to Keystatic's generic
 *   handler (reads, server/content/editor-api.ts); a blob of anything else is a 404 before it reaches Keystatic;
 * - a POST whose segments are exactly `update` is checked and written by our code alone (the staff context's
 *   saveContent: base versions, schema, bounds, role, change log; decision 0025), then answered with the tree
 *   as Keystatic would answer it;
 * - anything else is refused (404; 405 for another method on the save path) without reaching Keystatic.
 * Fastify applies the staff Origin rule to the posts.
 */
import { refusal, requireEditor, staffContext } from "#app/features/staff/guard.server.ts";
import { keystaticParams } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/keystatic-api";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  return staffContext(context).editorRead(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireEditor(request, context);
  const params = keystaticParams(request.url);
  if (!params) throw refusal(400, "Bad Request");
  if (params.join("/") !== "update") throw refusal(404, "Not Found");
  if (request.method !== "POST") throw refusal(405, "Method Not Allowed");
  // Keystatic's own defence against other sites (a custom header forces a preflight), checked first.
  if (request.headers.get("no-cors") !== "1" || request.headers.get("content-type") !== "application/json")
    throw refusal(400, "Bad Request");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw refusal(400, "Not saved: the save request could not be read.");
  }
  const staff = staffContext(context);
  // Our patched client sends the version of each file it read (decision 0025); a save without one is refused.
  await staff.saveContent(user, body, { requireBases: true, routeSegments: context.routeSegments });
  return staff.editorTree(request);
}
