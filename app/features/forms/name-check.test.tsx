/**
 * Names (issue 21.2) checked in the browser before anything is sent, by the form mechanism every form uses
 * (use-form.ts with the rule table of contracts/forms/rules.ts), with the very message the server answers for
 * the same field (contracts/fields.ts nameField). Real names pass: hyphens, apostrophes, accents.
 */
import { fireEvent, render as renderBare, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { EnquiryForm } from "#app/features/enquiry-form/EnquiryForm.tsx";
import { InvestorForm } from "#app/features/investor-form/InvestorForm.tsx";
import { DiscountForm } from "#app/features/lead-forms/DiscountForm.tsx";
import { renderInRouter } from "#app/features/lead-forms/test-utils.tsx";
import { postJson } from "#app/lib/api-client.ts";
import { enquiryPayload, investorPayload, leadPayload } from "#contracts/payloads.ts";
import { NAME_RULE_MESSAGE } from "#contracts/rules.ts";
import { toProblems } from "#server/api/problems.ts";
import { WithGyms } from "#tests/gyms-router.tsx";
import { franchisingCopy } from "#tests/shipped.ts";

/** Rendered under a root that serves the shipped gyms, as the app's root loader does (useGyms()). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: WithGyms });

vi.mock("#app/lib/api-client.ts", () => ({ postJson: vi.fn() }));
const post = vi.mocked(postJson);

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue({ kind: "ok", status: 201, data: { ok: true, id: "x" } });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The message shown for a field: its input is marked invalid and describes itself by the message. */
function messageFor(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute("aria-invalid") !== "true") return null;
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join("") || null;
}

/** What the server answers for `body` (a 400's problems), by field. */
function serverMessages(schema: z.ZodType, body: object): Record<string, string> {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error("the server accepted it");
  return Object.fromEntries(toProblems(parsed.error).map((p) => [p.field, p.message]));
}

const phishing = "Refund due, visit evil.example";
const bidi = "Doe\u202egnp.exe";

describe("the name check before submit", () => {
  it("investor form: a phishing first name is named with the server's message, and nothing is sent", async () => {
    render(<InvestorForm copy={franchisingCopy} onDownload={() => {}} />);
    fill("First name", phishing);
    fill("Last name", "Shah");
    fill("Phone number", "07700 900456");
    fill("Email", "priya@example.com");
    await userEvent.click(screen.getByRole("button", { name: franchisingCopy.form.buttonLabel }));
    expect(messageFor("First name")).toBe(NAME_RULE_MESSAGE);
    expect(messageFor("Last name")).toBeNull();
    expect(post).not.toHaveBeenCalled();
    const server = serverMessages(investorPayload, {
      firstName: phishing,
      lastName: "Shah",
      phoneNum: "07700 900456",
      email: "priya@example.com",
    });
    expect(server).toEqual({ firstName: messageFor("First name") });
  });

  it("discount form: a right-to-left override in a last name, and a name with digits, as the server names them", async () => {
    renderInRouter(<DiscountForm offerLive />);
    fill("First name", "Ada 2");
    fill("Last name", bidi);
    fill("Email", "ada@example.com");
    fill("Phone", "07700 900123");
    await userEvent.selectOptions(screen.getByLabelText("Gym"), "novowelling");
    await userEvent.click(screen.getByRole("button", { name: "Send my code" }));
    expect(post).not.toHaveBeenCalled();
    const server = serverMessages(leadPayload, {
      gymName: "novowelling",
      firstName: "Ada 2",
      lastName: bidi,
      email: "ada@example.com",
      phoneNum: "07700 900123",
      source: "website",
    });
    expect({ firstName: messageFor("First name"), lastName: messageFor("Last name") }).toEqual(server);
    expect(server).toEqual({ firstName: NAME_RULE_MESSAGE, lastName: NAME_RULE_MESSAGE });
  });

  it("enquiry form: an e-mail address as a name, as the server names it", async () => {
    render(<EnquiryForm />);
    fireEvent.change(screen.getByLabelText("Gym"), { target: { value: "novowelling" } });
    fill("First name", "support@evil.example");
    fill("Last name", "Lovelace");
    fill("Email", "ada@example.com");
    fill("Phone number", "020 7946 0000");
    fill("Subject", "Day pass");
    fill("Message", "Can I bring a friend?");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(post).not.toHaveBeenCalled();
    const server = serverMessages(enquiryPayload, {
      gym: "novowelling",
      firstName: "support@evil.example",
      lastName: "Lovelace",
      email: "ada@example.com",
      phoneNum: "020 7946 0000",
      subject: "Day pass",
      message: "Can I bring a friend?",
    });
    expect(server).toEqual({ firstName: messageFor("First name") });
  });

  it.each([
    ["Siobhán", "O'Brien"],
    ["Zoë", "Nguyễn"],
    ["Jean-Luc", "D’Arcy"],
    ["J.", "Smith-Jones"],
  ])("passes a real name (%s %s) and sends it", async (firstName, lastName) => {
    render(<InvestorForm copy={franchisingCopy} onDownload={() => {}} />);
    fill("First name", firstName);
    fill("Last name", lastName);
    fill("Phone number", "07700 900456");
    fill("Email", "priya@example.com");
    await userEvent.click(screen.getByRole("button", { name: franchisingCopy.form.buttonLabel }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ firstName, lastName });
    expect(investorPayload.safeParse(post.mock.calls[0]?.[1]).success).toBe(true);
  });
});
