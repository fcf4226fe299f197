import type { z } from "zod";
import type { FieldProblem } from "#contracts/api.ts";

/** zod issues as the `problems` list of a 400 answer: one entry per field path. */
export function toProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join(".") : "(body)",
    message: issue.message,
  }));
}
