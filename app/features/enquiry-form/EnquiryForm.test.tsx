import { fireEvent, render as renderBare, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postJson } from "#app/lib/api-client.ts";
import { apiPaths } from "#contracts/api.ts";
import { WithGyms } from "#tests/gyms-router.tsx";
import { EnquiryForm, enquiryMessages as m } from "./EnquiryForm";

/** Rendered under a root that serves the shipped gyms, as the app's root loader does (useGyms()). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: WithGyms });

vi.mock("#app/lib/api-client.ts", () => ({ postJson: vi.fn() }));
const post = vi.mocked(postJson);

beforeEach(() => {
  post.mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const alerts = () => screen.queryAllByRole("alert").map((el) => el.textContent);
const send = () => userEvent.click(screen.getByRole("button", { name: "Send message" }));

function fillValid() {
  fireEvent.change(screen.getByLabelText("Gym"), { target: { value: "novowelling" } });
  fill("First name", "Ada");
  fill("Last name", "Lovelace");
  fill("Email", "ada@example.com");
  fill("Phone number", "020 7946 0000");
  fill("Subject", "Day pass");
  fill("Message", "Can I bring a friend?");
}

describe("EnquiryForm", () => {
  it("shows every required message of SPEC §5", async () => {
    render(<EnquiryForm />);
    await send();
    expect(alerts()).toEqual([
      m.gym,
      m.firstName,
      m.lastName,
      m.emailRequired,
      m.phoneRequired,
      m.subject,
      m.message,
    ]);
    expect(m).toMatchObject({
      gym: "Please select a gym",
      phoneRequired: "Phone number is required",
      phoneInvalid: "Please enter a valid phone number",
      firstName: "First name is required",
      lastName: "Last name is required",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      subject: "Subject is required",
      message: "Message is required",
    });
    expect(post).not.toHaveBeenCalled();
  });

  it("offers all three gyms behind a disabled placeholder that starts selected", () => {
    render(<EnquiryForm />);
    const select = screen.getByLabelText("Gym") as HTMLSelectElement;
    const options = Array.from(select.options);
    expect(options.map((o) => o.value)).toEqual(["", "novoarmory", "novogreenwich", "novowelling"]);
    expect(options[0]?.disabled).toBe(true);
    expect(select.value).toBe("");
  });

  it("sends an enquiry to the Armory", async () => {
    post.mockResolvedValue({ kind: "ok", status: 201, data: { ok: true, id: "x" } });
    render(<EnquiryForm />);
    fillValid();
    fireEvent.change(screen.getByLabelText("Gym"), { target: { value: "novoarmory" } });
    await send();
    expect(post.mock.calls[0]?.[1]).toMatchObject({ gym: "novoarmory" });
  });

  it("shows the server's field problems beside their fields (the server is stricter than SPEC §5)", async () => {
    post.mockResolvedValue({
      kind: "http-error",
      status: 400,
      problems: [{ field: "firstName", message: "Must be a single line of text" }],
    });
    render(<EnquiryForm />);
    fillValid();
    await send();
    await waitFor(() => expect(alerts()).toEqual(["Must be a single line of text"]));
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
  });

  it("is a real form: method post, the browser's checks off, the fields marked required and enabled, a hidden field naming it", () => {
    const { container } = render(<EnquiryForm />);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    // The server's answer to a native post carries SPEC §5's messages; the browser's own bubble never shows.
    expect(form.noValidate).toBe(true);
    expect((form.elements.namedItem("_form") as HTMLInputElement).value).toBe("enquiry");
    for (const label of ["Gym", "First name", "Last name", "Email", "Phone number", "Subject", "Message"]) {
      const control = screen.getByLabelText(label) as HTMLInputElement;
      expect(control.getAttribute("aria-required"), label).toBe("true");
      expect(control.disabled).toBe(false);
    }
  });

  it.each([
    ["123456789", m.phoneInvalid],
    ["1234567890123456", m.phoneInvalid],
    ["(020) 7946-0000", null],
    ["+44 20 7946 0000 12", null],
  ])("phone %s needs 10-15 digits", async (phone, message) => {
    render(<EnquiryForm />);
    fill("Phone number", phone);
    await send();
    if (message) expect(alerts()).toContain(message);
    else expect(alerts()).not.toContain(m.phoneInvalid);
  });

  it("checks the e-mail pattern", async () => {
    render(<EnquiryForm />);
    fill("Email", "ada@example");
    await send();
    expect(alerts()).toContain(m.emailInvalid);
  });

  it("sends the enquiry with the API key, shows a spinner, then the thank-you view; reset clears everything", async () => {
    let resolve: (value: Awaited<ReturnType<typeof postJson>>) => void = () => {};
    post.mockImplementation(() => new Promise((r) => (resolve = r)));
    render(<EnquiryForm />);
    fillValid();
    await send();
    expect(screen.getByRole("status").textContent).toContain("Sending");
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
    expect(post).toHaveBeenCalledWith(
      apiPaths.enquiry,
      {
        gym: "novowelling",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phoneNum: "020 7946 0000",
        subject: "Day pass",
        message: "Can I bring a friend?",
      },
      { apiKey: true },
    );
    resolve({ kind: "ok", status: 201, data: { ok: true, id: "x" } });
    await userEvent.click(await screen.findByRole("button", { name: "SEND ANOTHER MESSAGE" }));
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Gym") as HTMLSelectElement).value).toBe("");
    expect(alerts()).toEqual([]);
  });

  it.each([
    { kind: "http-error", status: 500 } as const,
    { kind: "network-error", error: new TypeError("offline") } as const,
  ])("keeps the fields and shows the notice on $kind", async (result) => {
    post.mockResolvedValue(result);
    render(<EnquiryForm />);
    fillValid();
    await send();
    await waitFor(() => expect(alerts().join(" ")).toContain("couldn't send"));
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Can I bring a friend?");
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
  });
});
