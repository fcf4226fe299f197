/**
 * Keystatic's API (decision 0017), at the path the library fixes (/api/keystatic): the one gate for the editor.
 * Every call needs the staff session (reads too). The path is read exactly as Keystatic's handler reads it
 * (`keystaticParams`), so no other spelling means something else to it:
 * - GET/HEAD `tree` and `blob/<sha>/<file of an entry>` are the only requests passed to Keystatic's generic
 *   handler (reads); a blob of anything else (a collection's folder) is a 404 before it reaches Keystatic;
 * - a POST whose segments are exactly `update` is checked and written by our code alone (saveContent: base
 *   versions, schema, bounds, role, change log; decision 0025), then answered with the tree as Keystatic
 *   would answer it;
 * - anything else is refused (404; 405 for another method on the save path) without reaching Keystatic.
 * Fastify applies the staff Origin rule to the posts.
 */
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { AppLoadContext } from "react-router";
import { entryFileOf } from "#app/content/editor.server.ts";
import { contentConfig } from "#app/content/keystatic.config.ts";
import { contentDirOf, saveContent } from "#app/content/save.server.ts";
import { refusal, requireEditor } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/keystatic-api";

type Handler = ReturnType<typeof makeGenericAPIRouteHandler>;
type KeystaticRequest = Parameters<Handler>[0];
const handlers = new Map<string, Handler>();

/** One handler per content directory; local mode reads under it alone (its writes are never reached). */
function handlerFor(dir: string): Handler {
  let handler = handlers.get(dir);
  if (!handler) {
    handler = makeGenericAPIRouteHandler({ config: contentConfig, localBaseDirectory: dir });
    handlers.set(dir, handler);
  }
  return handler;
}

/**
 * The path's segments exactly as Keystatic 0.6's generic handler computes them (its `getParams`), or null when
 * a segment does not decode. Case-sensitive, empty segments dropped, each percent-decoded.
 */
export function keystaticParams(url: string): string[] | null {
  try {
    return new URL(url).pathname
      .replace(/^\/api\/keystatic\/?/, "")
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .filter(Boolean);
  } catch {
    return null;
  }
}

function paramsOf(request: Request): string[] {
  const params = keystaticParams(request.url);
  if (!params) throw refusal(400, "Bad Request");
  return params;
}

async function answer(handler: Handler, request: KeystaticRequest): Promise<Response> {
  const { body, headers, status } = await handler(request);
  return new Response(body as BodyInit | null, { status, headers: headers as HeadersInit | undefined });
}

/** The directory tree, as Keystatic answers GET tree (and its own save). */
function tree(context: AppLoadContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = "/api/keystatic/tree";
  url.search = "";
  return answer(handlerFor(contentDirOf(context)), {
    headers: new Headers({ "no-cors": "1" }),
    method: "GET",
    url: url.toString(),
    json: async () => null,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const params = paramsOf(request);
  const tree = params.length === 1 && params[0] === "tree";
  // Keystatic reads any path it is given; a folder (blob/0/gyms) would reach fs.readFile and EISDIR.
  const blob = params[0] === "blob" && params.length >= 3 && entryFileOf(params.slice(2).join("/")) !== null;
  if (!tree && !blob) throw refusal(404, "Not Found");
  try {
    return await answer(handlerFor(contentDirOf(context)), request);
  } catch (error) {
    // A file of an entry that is a folder on this disk: not a file Keystatic can read.
    if ((error as NodeJS.ErrnoException).code === "EISDIR") throw refusal(404, "Not Found");
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireEditor(request, context);
  const params = paramsOf(request);
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
  // Our patched client sends the version of each file it read (decision 0025); a save without one is refused.
  await saveContent(context, user, body, { requireBases: true });
  return tree(context, request);
}
