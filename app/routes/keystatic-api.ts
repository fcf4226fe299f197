/**
 * Keystatic's API (decision 0017), at the path the library fixes (/api/keystatic), through its generic
 * handler on CONTENT_DIR. Every call needs the staff session (reads too); a save (POST …/update) is checked
 * first by app/content/editor.server.ts (schema, role), refused with 400 or 403 and a message the editor
 * shows, and recorded in the change log once written. Fastify applies the staff Origin rule to the posts.
 */
import path from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { AppLoadContext } from "react-router";
import { checkUpdate } from "#app/content/editor.server.ts";
import { contentConfig } from "#app/content/keystatic.config.ts";
import { refusal, requireEditor, staffContext } from "#app/features/staff/guard.server.ts";
import { editorUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/keystatic-api";

type Handler = ReturnType<typeof makeGenericAPIRouteHandler>;
type KeystaticRequest = Parameters<Handler>[0];
const handlers = new Map<string, Handler>();

function contentDirOf(context: AppLoadContext): string {
  return context.content?.dir ?? path.resolve(process.env.CONTENT_DIR || "content");
}

/** One handler per content directory; local mode reads and writes under it alone. */
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

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  return answer(handlerFor(contentDirOf(context)), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireEditor(request, context);
  const dir = contentDirOf(context);
  const handler = handlerFor(dir);
  if (new URL(request.url).pathname !== `${editorUrls.api}/update`) return answer(handler, request);
  // Keystatic's own defence against other sites (a custom header forces a preflight), checked first.
  if (request.headers.get("no-cors") !== "1" || request.headers.get("content-type") !== "application/json")
    throw refusal(400, "Bad Request");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw refusal(400, "Not saved: the save request could not be read.");
  }
  const checked = await checkUpdate(user.role, body, dir);
  if (!checked.ok) throw refusal(checked.status, checked.message);
  const response = await answer(handler, {
    headers: request.headers,
    method: request.method,
    url: request.url,
    json: async () => body,
  });
  if (response.status === 200) {
    await staffContext(context).recordContentChanges(user, checked.changes);
    // Live now rather than at the watcher's next look.
    await context.content?.reload();
  }
  return response;
}
