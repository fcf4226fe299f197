import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postJson } from "#app/lib/api-client.ts";
import { apiPaths } from "#contracts/api.ts";
import { DiscountForm } from "./DiscountForm";
import { FreeSessionForm } from "./FreeSessionForm";
import { JoinForm } from "./JoinForm";
import { renderInRouter } from "./test-utils";

vi.mock("#app/lib/api-client.ts", () => ({ postJson: vi.fn() }));
const post = vi.mocked(postJson);

beforeEach(() => {
  post.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Types a value in one go (character-by-character typing makes these tests slow, not more faithful). */
async function fill(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value: input.value + value } });
}

function errorsShown() {
  return screen.queryAllByRole("alert").map((el) => el.textContent);
}

describe("DiscountForm", () => {
  it("requires every field with 'This field is required', on submit", async () => {
    renderInRouter(<DiscountForm offerLive />);
    expect(errorsShown()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Send my code" }));
    expect(errorsShown()).toEqual(Array(5).fill("This field is required"));
    expect(post).not.toHaveBeenCalled();
  });

  it("re-validates on change once submitted", async () => {
    renderInRouter(<DiscountForm offerLive />);
    await userEvent.click(screen.getByRole("button", { name: "Send my code" }));
    await fill("First name", "A");
    await waitFor(() => expect(errorsShown()).toHaveLength(4));
    await userEvent.clear(screen.getByLabelText("First name"));
    await waitFor(() => expect(errorsShown()).toHaveLength(5));
  });

  it("uses email and tel inputs and a gym choice of Welling and Greenwich behind a disabled placeholder", () => {
    renderInRouter(<DiscountForm offerLive />);
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Phone").getAttribute("type")).toBe("tel");
    const select = screen.getByLabelText("Gym") as HTMLSelectElement;
    const options = Array.from(select.options);
    expect(options.map((o) => o.textContent)).toEqual(["Choose your Gym", "Greenwich", "Welling"]);
    expect(options[0]?.disabled).toBe(true);
    expect(select.value).toBe("");
  });

  it("checks the e-mail and phone formats after the required check", async () => {
    renderInRouter(<DiscountForm offerLive />);
    await fill("Email", "not-an-email");
    await fill("Phone", "123");
    await userEvent.click(screen.getByRole("button", { name: "Send my code" }));
    expect(errorsShown()).toContain("Please enter a valid email address");
    expect(errorsShown()).toContain("Please enter a valid phone number");
  });

  async function fillValid() {
    await fill("First name", "Ada");
    await fill("Last name", "Lovelace");
    await fill("Email", "ada@example.com");
    await fill("Phone", "07700 900123");
    await userEvent.selectOptions(screen.getByLabelText("Gym"), "novowelling");
  }

  it("posts the lead body with the API key and goes to the gym's sign-up page", async () => {
    let resolve: (value: Awaited<ReturnType<typeof postJson>>) => void = () => {};
    post.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderInRouter(<DiscountForm offerLive />);
    await fillValid();
    await userEvent.click(screen.getByRole("button", { name: "Send my code" }));
    // Submitting: the spinner replaces the button.
    expect(screen.getByRole("status").textContent).toContain("Sending");
    expect(screen.queryByRole("button", { name: "Send my code" })).toBeNull();
    expect(post).toHaveBeenCalledWith(
      apiPaths.lead,
      {
        gymName: "novowelling",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phoneNum: "07700 900123",
        source: "website",
      },
      { apiKey: true },
    );
    resolve({ kind: "ok", status: 201, data: null });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/welling-signup"));
  });

  it("still goes to sign-up when the server answers with an error status", async () => {
    post.mockResolvedValue({ kind: "http-error", status: 500 });
    renderInRouter(<DiscountForm offerLive />);
    await fillValid();
    await userEvent.click(screen.getByRole("button", { name: "Send my code" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/welling-signup"));
  });

  it("stays on the form with the notice and every field on a network failure", async () => {
    post.mockResolvedValue({ kind: "network-error", error: new TypeError("Failed to fetch") });
    renderInRouter(<DiscountForm offerLive />);
    await fillValid();
    await userEvent.click(screen.getByRole("button", { name: "Send my code" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("couldn't send"));
    expect(screen.queryByTestId("location")).toBeNull();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    expect((screen.getByLabelText("Gym") as HTMLSelectElement).value).toBe("novowelling");
    // Back to idle: the visitor can try again.
    expect(screen.getByRole("button", { name: "Send my code" })).toBeTruthy();
  });
});

describe("JoinForm", () => {
  it("starts at the selected placeholder, the rest of the form in the HTML for CSS to show once a gym is chosen", async () => {
    const { container } = renderInRouter(<JoinForm />);
    const select = screen.getByLabelText("Gym") as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(select.options[0]?.selected).toBe(true);
    // The rule that hides the rest while the placeholder is chosen (e2e checks it in a real browser).
    const rest = container.querySelector("[data-join-rest]");
    expect(rest?.className).toContain("group-has-[option[data-placeholder]:checked]:hidden");
    expect(rest?.contains(screen.getByLabelText("First name"))).toBe(true);
    expect(select.options[0]?.hasAttribute("data-placeholder")).toBe(true);
  });

  it("is preselected from the page and shows its fields at once", () => {
    renderInRouter(<JoinForm preselected="novogreenwich" />);
    expect((screen.getByLabelText("Gym") as HTMLSelectElement).value).toBe("novogreenwich");
    expect(screen.getByLabelText("Phone number")).toBeTruthy();
  });

  it("says 'Required' for each missing field and clears an error when its field is edited", async () => {
    renderInRouter(<JoinForm preselected="novogreenwich" />);
    await userEvent.click(screen.getByRole("button", { name: "Continue to sign-up" }));
    expect(errorsShown()).toEqual(["Required", "Required", "Required", "Required"]);
    await fill("Last name", "L");
    expect(errorsShown()).toHaveLength(3);
    // Clearing the field again does not bring the error back before the next submit.
    await userEvent.clear(screen.getByLabelText("Last name"));
    expect(errorsShown()).toHaveLength(3);
  });

  it("sends the six lead fields only, not the address, postcode or how they heard", async () => {
    post.mockResolvedValue({ kind: "ok", status: 201, data: null });
    renderInRouter(<JoinForm preselected="novogreenwich" />);
    await fill("First name", "Grace");
    await fill("Last name", "Hopper");
    await fill("Email", "grace@example.com");
    await fill("Phone number", "+44 7700 900456");
    await fill(/Address line 1/, "1 Road");
    await fill(/Postcode/, "SE10 9UW");
    await userEvent.selectOptions(screen.getByLabelText(/How did you hear/), "Friend");
    await userEvent.click(screen.getByRole("button", { name: "Continue to sign-up" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/greenwich-signup"));
    expect(post.mock.calls[0]?.[1]).toEqual({
      gymName: "novogreenwich",
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phoneNum: "+44 7700 900456",
      source: "website",
    });
  });

  it("offers the four ways of hearing about us", () => {
    renderInRouter(<JoinForm preselected="novowelling" />);
    const select = screen.getByLabelText(/How did you hear/) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      "Choose an option",
      "Social Media",
      "Friend",
      "Website",
      "Other",
    ]);
  });
});

describe("FreeSessionForm", () => {
  it("requires the four fields with 'This field is required'", async () => {
    renderInRouter(<FreeSessionForm />);
    await userEvent.click(screen.getByRole("button", { name: "Book my free session" }));
    expect(errorsShown()).toEqual(Array(4).fill("This field is required"));
  });

  it("re-validates on change once submitted", async () => {
    renderInRouter(<FreeSessionForm />);
    await userEvent.click(screen.getByRole("button", { name: "Book my free session" }));
    await fill("Email", "joe@example");
    await waitFor(() => expect(errorsShown()).toContain("Please enter a valid email address"));
    await fill("Email", ".com");
    await waitFor(() => expect(errorsShown()).toHaveLength(3));
  });

  it("fixes gymName to novoarmory and goes to the Armory sign-up", async () => {
    post.mockResolvedValue({ kind: "http-error", status: 500 });
    renderInRouter(<FreeSessionForm />);
    await fill("First name", "Joe");
    await fill("Last name", "Bloggs");
    await fill("Email", "joe@example.com");
    await fill("Phone number", "07700900789");
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/armory-signup"));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ gymName: "novoarmory", source: "website" });
  });
});
