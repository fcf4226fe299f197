import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_KEY_HEADER, apiPaths } from "#contracts/api.ts";
import { investorPackFile as investorPack } from "#contracts/content/franchising.ts";
import { WithGyms } from "#tests/gyms-router.tsx";
import { franchisingCopy } from "#tests/shipped.ts";
import { downloadInvestorPack } from "./download";
import { InvestorForm } from "./InvestorForm";

const fetchMock = vi.fn<typeof fetch>();
const ok = () => new Response(JSON.stringify({ ok: true, id: "1" }), { status: 201 });
const onDownload = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(ok());
  onDownload.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: franchisingCopy.form.buttonLabel });
const alerts = () => screen.queryAllByRole("alert").map((a) => a.textContent);
const investor = {
  "First name": "Priya",
  "Last name": "Shah",
  "Phone number": "07700 900456",
  Email: "priya@example.com",
};

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(investor)) await user.type(field(label), value);
}

describe("InvestorForm", () => {
  it("requires every field with the spec's messages and sends nothing", async () => {
    const user = userEvent.setup();
    render(
      <WithGyms>
        <InvestorForm copy={franchisingCopy} onDownload={onDownload} />
      </WithGyms>,
    );
    await user.click(submit());
    expect(alerts()).toEqual([
      "First name is required",
      "Last name is required",
      "Phone number is required",
      "Email is required",
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDownload).not.toHaveBeenCalled();
  });

  it("posts firstName, lastName, phoneNum and email without the API key", async () => {
    const user = userEvent.setup();
    render(
      <WithGyms>
        <InvestorForm copy={franchisingCopy} onDownload={onDownload} />
      </WithGyms>,
    );
    await fillAll(user);
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(apiPaths.investor);
    expect(init?.headers as Record<string, string>).not.toHaveProperty(API_KEY_HEADER);
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Priya",
      lastName: "Shah",
      phoneNum: "07700 900456",
      email: "priya@example.com",
    });
  });

  it("shows a spinner in place of the button while sending", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(
      <WithGyms>
        <InvestorForm copy={franchisingCopy} onDownload={onDownload} />
      </WithGyms>,
    );
    await fillAll(user);
    await user.click(submit());
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(screen.queryByRole("button", { name: franchisingCopy.form.buttonLabel })).toBeNull();
    answer(ok());
    await screen.findByRole("heading", { name: franchisingCopy.thankYou.heading });
  });

  it("on success downloads the pack, thanks the visitor and links the PDF; DOWNLOAD AGAIN resets the form", async () => {
    const user = userEvent.setup();
    render(
      <WithGyms>
        <InvestorForm copy={franchisingCopy} onDownload={onDownload} />
      </WithGyms>,
    );
    await user.click(submit());
    await fillAll(user);
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: franchisingCopy.thankYou.heading })).toBeTruthy();
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: /investor pack/i }).getAttribute("href")).toBe(investorPack.href);
    await user.click(screen.getByRole("button", { name: "DOWNLOAD AGAIN" }));
    for (const label of Object.keys(investor)) expect(field(label).value).toBe("");
    expect(alerts()).toEqual([]);
  });

  it.each([
    ["a server error", () => Promise.resolve(new Response("{}", { status: 500 }))],
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("on %s shows the failure notice, keeps the fields and downloads nothing", async (_, answer) => {
    fetchMock.mockImplementationOnce(answer);
    const user = userEvent.setup();
    render(
      <WithGyms>
        <InvestorForm copy={franchisingCopy} onDownload={onDownload} />
      </WithGyms>,
    );
    await fillAll(user);
    await user.click(submit());
    expect(await screen.findByText("Sorry, we couldn't send your details just now.")).toBeTruthy();
    for (const [label, value] of Object.entries(investor)) expect(field(label).value).toBe(value);
    expect(onDownload).not.toHaveBeenCalled();
  });
});

describe("downloadInvestorPack", () => {
  it("clicks a temporary link to the pack with the download attribute", () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.getAttribute("href")).toBe(investorPack.href);
      expect(this.getAttribute("download")).toBe(investorPack.fileName);
    });
    downloadInvestorPack();
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector(`a[download]`)).toBeNull();
    click.mockRestore();
  });
});
