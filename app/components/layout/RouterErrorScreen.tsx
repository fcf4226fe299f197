import { isRouteErrorResponse } from "react-router";

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** SPEC §2: the router's error screen reads 'Unexpected Application Error!' followed by the message. */
export function RouterErrorScreen({ error }: { error: unknown }) {
  return (
    <section className="bg-paper py-24" role="alert">
      <div className="mx-auto max-w-3xl px-5">
        <h1 className="font-display text-h2">Unexpected Application Error!</h1>
        <p className="mt-4 font-mono text-lg text-danger">{errorMessage(error)}</p>
      </div>
    </section>
  );
}
