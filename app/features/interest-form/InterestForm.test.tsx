import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_KEY_HEADER, apiPaths } from "#contracts/api.ts";
import { WithGyms } from "#tests/gyms-router.tsx";
import { prepCopy, retreatCopy } from "#tests/shipped.ts";
import { InterestForm } from "./InterestForm";

const fetchMock = vi.fn<typeof fetch>();
const ok = () => new Response(JSON.stringify({ ok: true, id: "1" }), { status: 201 });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(ok());
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(variant: "retreat" | "prep") {
  const copy = variant === "retreat" ? retreatCopy : prepCopy;
  return render(
    <WithGyms>
      <InterestForm variant={variant} copy={copy.thankYou} />
    </WithGyms>,
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "Register now" });
const alerts = () => screen.queryAllByRole("alert").map((a) => a.textContent);

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

const person = {
  "First name": "Ada",
  "Last name": "Okoro",
  Email: "ada@example.com",
  "Phone number": "07700 900123",
};

function sentBody(): unknown {
  const [, init] = fetchMock.mock.calls[0]!;
  return JSON.parse(String(init?.body));
}

describe("InterestForm (prep)", () => {
  it("shows each missing field's message exactly and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm("prep");
    await user.click(submit());
    expect(alerts()).toEqual([
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
    ]);
    expect(field("First name").getAttribute("aria-invalid")).toBe("true");
    // Focus moves to the first field with a problem, so keyboard and screen-reader users land on it.
    expect(document.activeElement).toBe(field("First name"));
    expect(screen.queryByLabelText("How did you hear about us?")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("recalculates every error on each submit, and not while typing", async () => {
    const user = userEvent.setup();
    renderForm("prep");
    await user.click(submit());
    await user.type(field("First name"), "Ada");
    // Typing alone does not clear the error: errors change only on submit.
    expect(alerts()).toContain("First name is required");
    await user.click(submit());
    expect(alerts()).toEqual(["Last name is required", "Email is required", "Phone number is required"]);
    await user.clear(field("First name"));
    await fill(user, { "Last name": "Okoro" });
    await user.click(submit());
    expect(alerts()).toEqual(["First name is required", "Email is required", "Phone number is required"]);
  });

  it("treats a name of spaces as missing but checks no e-mail or phone format", async () => {
    const user = userEvent.setup();
    renderForm("prep");
    await fill(user, {
      "First name": "   ",
      "Last name": "Okoro",
      Email: "not-an-email",
      "Phone number": "12",
    });
    await user.click(submit());
    expect(alerts()).toEqual(["First name is required"]);
    await fill(user, { "First name": "Ada" });
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ email: "not-an-email", phone: "12" });
  });

  it("posts exactly firstName, lastName, email, phone and interest 'prep', with the API key", async () => {
    const user = userEvent.setup();
    renderForm("prep");
    await fill(user, person);
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(apiPaths.interest);
    expect(init?.method).toBe("POST");
    expect((init!.headers as Record<string, string>)[API_KEY_HEADER]).toBeTruthy();
    expect(sentBody()).toEqual({
      firstName: "Ada",
      lastName: "Okoro",
      email: "ada@example.com",
      phone: "07700 900123",
      interest: "prep",
    });
  });

  it("shows a spinner instead of the button while sending, then the thank-you view", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm("prep");
    await fill(user, person);
    await user.click(submit());
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Sending…");
    expect(screen.queryByRole("button", { name: "Register now" })).toBeNull();
    answer(ok());
    expect(await screen.findByRole("heading", { name: prepCopy.thankYou.heading })).toBeTruthy();
    expect(screen.getByText(prepCopy.thankYou.text)).toBeTruthy();
  });

  it("Register Again returns to an empty form without errors", async () => {
    const user = userEvent.setup();
    renderForm("prep");
    await user.click(submit());
    await fill(user, person);
    await user.click(submit());
    await user.click(await screen.findByRole("button", { name: "Register Again" }));
    for (const label of Object.keys(person)) expect(field(label).value).toBe("");
    expect(alerts()).toEqual([]);
    await user.click(submit());
    expect(alerts()).toHaveLength(4);
  });

  it.each([
    ["a server error", () => Promise.resolve(new Response("{}", { status: 500 }))],
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("on %s shows the failure notice and keeps every field", async (_, answer) => {
    fetchMock.mockImplementationOnce(answer);
    const user = userEvent.setup();
    renderForm("prep");
    await fill(user, person);
    await user.click(submit());
    expect(await screen.findByText("Sorry, we couldn't send your details just now.")).toBeTruthy();
    for (const [label, value] of Object.entries(person)) expect(field(label).value).toBe(value);
    expect(submit()).toBeTruthy();
  });
});

describe("InterestForm (retreat)", () => {
  it("offers the discovery options after the placeholder 'Default' and requires a choice", async () => {
    const user = userEvent.setup();
    renderForm("retreat");
    const select = screen.getByLabelText("How did you hear about us?") as HTMLSelectElement;
    expect(select.value).toBe("Default");
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      "Default",
      "Website/Internet",
      "Spoke to staff",
      "Friends",
      "Social Media",
      "Other",
    ]);
    await user.click(submit());
    expect(alerts()).toEqual([
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Please select a gym",
    ]);
    await fill(user, person);
    await user.click(submit());
    expect(alerts()).toEqual(["Please select a gym"]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the phone as both phoneNum and phone, the discovery value and interest 'retreat'", async () => {
    const user = userEvent.setup();
    renderForm("retreat");
    await fill(user, person);
    await user.selectOptions(screen.getByLabelText("How did you hear about us?"), "Social Media");
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({
      firstName: "Ada",
      lastName: "Okoro",
      email: "ada@example.com",
      phoneNum: "07700 900123",
      phone: "07700 900123",
      discovery: "socials",
      interest: "retreat",
    });
    expect(await screen.findByRole("heading", { name: retreatCopy.thankYou.heading })).toBeTruthy();
  });

  it("Register Again puts discovery back to Default", async () => {
    const user = userEvent.setup();
    renderForm("retreat");
    await fill(user, person);
    await user.selectOptions(screen.getByLabelText("How did you hear about us?"), "other");
    await user.click(submit());
    await user.click(await screen.findByRole("button", { name: "Register Again" }));
    expect((screen.getByLabelText("How did you hear about us?") as HTMLSelectElement).value).toBe("Default");
  });
});
