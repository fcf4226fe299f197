/**
 * How the server knows which inline scripts of a rendered page are the site's own (issue 30.8). The page
 * renderer (app/entry.server.tsx) gives React Router a fresh random nonce for each render, which it puts on
 * every inline script it writes (the hydration context, the module that imports the routes, scroll
 * restoration, streamed data), and names it in this response header. The server (server/pages/rendered.ts)
 * hashes only the scripts carrying it, takes it off the page and the header off the answer: the
 * Content-Security-Policy then allows those scripts by hash (which a cached page can keep), and no script a
 * page's content might ever smuggle in, which cannot know the nonce.
 */
export const SCRIPT_MARK_HEADER = "x-novo-script-mark";
