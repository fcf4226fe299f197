/**
 * The editor's reads (decision 0017): Keystatic's generic handler, in local mode on this instance's working
 * copy, asked only for `tree` and for the file of an entry (`blob/<sha>/<file>`). Anything else is a 404
 * before it reaches Keystatic. Saves never reach it: they go through saveContent (save.ts).
 */
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { contentConfig } from "#contracts/content/keystatic.config.ts";
import { keystaticParams } from "#contracts/staff-urls.ts";
import { entryFileOf } from "./editor-paths";
import { refusal } from "./refusal";

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

async function answer(handler: Handler, request: KeystaticRequest): Promise<Response> {
  const { body, headers, status } = await handler(request);
  return new Response(body as BodyInit | null, { status, headers: headers as HeadersInit | undefined });
}

/** A GET or HEAD of the editor API: the tree, or an entry's file; else a thrown 400/404. */
export async function editorRead(dir: string, request: Request): Promise<Response> {
  const params = keystaticParams(request.url);
  if (!params) throw refusal(400, "Bad Request");
  const tree = params.length === 1 && params[0] === "tree";
  // Keystatic reads any path it is given; a folder (blob/0/gyms) would reach fs.readFile and EISDIR.
  const blob = params[0] === "blob" && params.length >= 3 && entryFileOf(params.slice(2).join("/")) !== null;
  if (!tree && !blob) throw refusal(404, "Not Found");
  try {
    return await answer(handlerFor(dir), request);
  } catch (error) {
    // A file of an entry that is a folder on this disk: not a file Keystatic can read.
    if ((error as NodeJS.ErrnoException).code === "EISDIR") throw refusal(404, "Not Found");
    throw error;
  }
}

/** The directory tree, as Keystatic answers GET tree (and its own save). */
export function editorTree(dir: string, request: Request): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = "/api/keystatic/tree";
  url.search = "";
  return answer(handlerFor(dir), {
    headers: new Headers({ "no-cors": "1" }),
    method: "GET",
    url: url.toString(),
    json: async () => null,
  });
}
