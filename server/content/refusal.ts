/** A content request refused: plain text with a status, which the editor and the staff pages show as it is. */
export function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", ...headers },
  });
}
