import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogBlock } from "#app/content/blog-types.ts";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";
import { BlockRenderer } from "./BlockRenderer";
import { outlineLevels } from "./outline";

/** Renders blocks inside a router, since calls to action are router links. */
function renderBlocks(blocks: BlogBlock[]) {
  const router = createMemoryRouter([{ path: "/", element: <BlockRenderer blocks={blocks} /> }]);
  return render(<RouterProvider router={router} />);
}

describe("BlockRenderer", () => {
  it("renders a heading with its level's size, defaulting to level 2, and its style", () => {
    renderBlocks([
      { id: "a", type: "heading", data: { text: "Default heading" } },
      { id: "b", type: "heading", data: { text: "Third level", level: 3, style: "underlined" } },
      { id: "c", type: "heading", data: { text: "Display", level: 2, style: "display" } },
    ]);
    const first = screen.getByRole("heading", { name: "Default heading" });
    expect(first.tagName).toBe("H2");
    expect(first.dataset.level).toBe("2");
    expect(first.dataset.style).toBe("default");
    const third = screen.getByRole("heading", { name: "Third level" });
    expect(third.tagName).toBe("H3");
    expect(third.dataset.style).toBe("underlined");
    expect(screen.getByRole("heading", { name: "Display" }).dataset.style).toBe("display");
  });

  it("keeps the page's only h1 and never skips a heading level, whatever level a block asks for", () => {
    renderBlocks([
      { id: "a", type: "heading", data: { text: "Asks for one", level: 1 } },
      { id: "b", type: "heading", data: { text: "Asks for six", level: 6 } },
      { id: "c", type: "heading", data: { text: "Asks for two", level: 2 } },
      { id: "d", type: "heading", data: { text: "Asks for five", level: 5 } },
    ]);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("heading", { name: "Asks for one" }).tagName).toBe("H2");
    const six = screen.getByRole("heading", { name: "Asks for six" });
    expect(six.tagName).toBe("H3");
    expect(six.dataset.level).toBe("6");
    expect(screen.getByRole("heading", { name: "Asks for two" }).tagName).toBe("H2");
    expect(screen.getByRole("heading", { name: "Asks for five" }).tagName).toBe("H3");
  });

  it("renders a paragraph with its optional heading, alignment (default left) and style (default normal)", () => {
    renderBlocks([
      { id: "p1", type: "paragraph", data: { text: "Plain words." } },
      {
        id: "p2",
        type: "paragraph",
        data: { heading: "Before or after?", text: "After, as a rule.", alignment: "center", style: "lead" },
      },
      { id: "p3", type: "paragraph", data: { text: "Quiet words.", alignment: "right", style: "muted" } },
      { id: "p4", type: "paragraph", data: { text: "Strong words.", style: "bold" } },
      { id: "p5", type: "paragraph", data: { text: "Slanted words.", style: "italic" } },
    ]);
    const plain = screen.getByText("Plain words.").parentElement!;
    expect(plain.dataset.alignment).toBe("left");
    expect(plain.dataset.style).toBe("normal");
    expect(plain.className).toContain("text-left");
    expect(screen.getByRole("heading", { name: "Before or after?" })).toBeTruthy();
    const lead = screen.getByText("After, as a rule.");
    expect(lead.parentElement!.className).toContain("text-center");
    expect(lead.className).toContain("text-xl");
    expect(screen.getByText("Quiet words.").parentElement!.className).toContain("text-right");
    expect(screen.getByText("Quiet words.").className).toContain("text-steel");
    expect(screen.getByText("Strong words.").className).toContain("font-semibold");
    expect(screen.getByText("Slanted words.").className).toContain("italic");
  });

  it("renders bullet, numbered and checklist lists with columns and text or heading-and-text items", () => {
    renderBlocks([
      { id: "l1", type: "list", data: { style: "bullet", items: ["One", "Two"] } },
      {
        id: "l2",
        type: "list",
        data: { style: "numbered", columns: 2, items: [{ heading: "Week 1", text: "Learn." }, "Week 2"] },
      },
      { id: "l3", type: "list", data: { style: "checklist", columns: 3, items: ["Towel", "Water", "Lock"] } },
    ]);
    const lists = screen.getAllByRole("list");
    const [bullet, numbered, checklist] = lists;
    expect(bullet!.tagName).toBe("UL");
    expect(bullet!.dataset.columns).toBe("1");
    expect(within(bullet!).getAllByRole("listitem")).toHaveLength(2);
    expect(numbered!.tagName).toBe("OL");
    expect(numbered!.dataset.columns).toBe("2");
    expect(numbered!.className).toContain("md:grid-cols-2");
    expect(within(numbered!).getByText("Week 1").tagName).toBe("STRONG");
    expect(within(numbered!).getByText("Learn.")).toBeTruthy();
    expect(checklist!.dataset.style).toBe("checklist");
    expect(checklist!.className).toContain("lg:grid-cols-3");
    expect(checklist!.querySelectorAll("svg")).toHaveLength(3);
  });

  it("renders an image with alt, width, alignment and a caption only when asked for", () => {
    renderBlocks([
      {
        id: "i1",
        type: "image",
        data: {
          url: "blog/a.jpg",
          alt: "A sauna",
          caption: true,
          captionText: "The sauna.",
          width: "small",
          alignment: "right",
          intrinsicWidth: 1200,
          intrinsicHeight: 800,
        },
      },
      {
        id: "i2",
        type: "image",
        data: {
          url: "blog/b.jpg",
          alt: "A steam room",
          captionText: "Not shown",
          intrinsicWidth: 1200,
          intrinsicHeight: 800,
        },
      },
    ]);
    const [first, second] = screen.getAllByRole("figure");
    expect(within(first!).getByRole("img", { name: "A sauna" })).toBeTruthy();
    expect(first!.dataset.width).toBe("small");
    expect(first!.dataset.alignment).toBe("right");
    expect(within(first!).getByText("The sauna.").tagName).toBe("FIGCAPTION");
    expect(second!.dataset.width).toBe("full");
    expect(second!.dataset.alignment).toBe("center");
    expect(within(second!).queryByText("Not shown")).toBeNull();
  });

  it("renders a workout with difficulty (default intermediate), duration, type and every exercise field", () => {
    renderBlocks([
      {
        id: "w1",
        type: "workout",
        data: {
          title: "Full-body strength",
          description: "Work through in order.",
          duration: 50,
          exerciseType: "Strength",
          exercises: [{ name: "Goblet squat", sets: 3, reps: "8-10", rest: "90 sec", notes: "Chest tall." }],
        },
      },
      { id: "w2", type: "workout", data: { title: "Easy day", difficulty: "beginner", exercises: [] } },
    ]);
    const workout = screen.getByRole("region", { name: "Workout: Full-body strength" });
    expect(workout.dataset.difficulty).toBe("intermediate");
    expect(within(workout).getByText("Intermediate")).toBeTruthy();
    expect(within(workout).getByText("50 minutes")).toBeTruthy();
    expect(within(workout).getByText("Strength")).toBeTruthy();
    expect(within(workout).getByText("Work through in order.")).toBeTruthy();
    expect(within(workout).getByText("Goblet squat")).toBeTruthy();
    expect(within(workout).getByText("3")).toBeTruthy();
    expect(within(workout).getByText("8-10")).toBeTruthy();
    expect(within(workout).getByText("90 sec")).toBeTruthy();
    expect(within(workout).getByText("Chest tall.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Workout: Easy day" }).dataset.difficulty).toBe("beginner");
  });

  it("renders a footnote with alignment and style", () => {
    renderBlocks([
      { id: "f1", type: "footnote", data: { text: "See your GP.", alignment: "right", style: "italic" } },
    ]);
    const note = screen.getByRole("complementary", { name: "Footnote" });
    expect(note.dataset.alignment).toBe("right");
    expect(note.className).toContain("text-right");
    expect(screen.getByText("See your GP.").className).toContain("italic");
  });

  it("renders a call to action as a link in yellow by default, or black or white", () => {
    renderBlocks([
      { id: "c1", type: "callToAction", data: { text: "See the classes", link: "/novoarmory" } },
      { id: "c2", type: "callToAction", data: { text: "Claim", link: "/offers", colour: "black" } },
      { id: "c3", type: "callToAction", data: { text: "Read", link: "/blog", colour: "white" } },
    ]);
    const yellow = screen.getByRole("link", { name: "See the classes" });
    expect(yellow.getAttribute("href")).toBe("/novoarmory");
    expect(yellow.className).toContain("bg-signal");
    expect(yellow.parentElement!.dataset.colour).toBe("yellow");
    expect(screen.getByRole("link", { name: "Claim" }).className).toContain("bg-ink");
    expect(screen.getByRole("link", { name: "Read" }).className).toContain("border-ink");
  });

  it("renders two columns with ratio, alignment, spacing, reversal and style, and their nested blocks", () => {
    const { container } = renderBlocks([
      {
        id: "t1",
        type: "twoColumn",
        data: {
          ratio: "70:30",
          verticalAlignment: "bottom",
          spacing: "small",
          reversed: true,
          style: "black",
          leftColumn: {
            blocks: [{ id: "t1-l", type: "paragraph", data: { text: "Left words", style: "muted" } }],
          },
          rightColumn: {
            blocks: [{ id: "t1-r", type: "heading", data: { text: "Right heading", level: 3 } }],
          },
        },
      },
      {
        id: "t2",
        type: "twoColumn",
        data: { leftColumn: { blocks: [] }, rightColumn: { blocks: [] } },
      },
    ]);
    const [first, second] = Array.from(container.querySelectorAll<HTMLElement>("[data-ratio]"));
    expect(first!.dataset.ratio).toBe("70:30");
    expect(first!.style.getPropertyValue("--two-col")).toBe("3fr 7fr");
    expect(first!.className).toContain("md:items-end");
    expect(first!.className).toContain("gap-4");
    expect(first!.className).toContain("bg-ink");
    expect(first!.children[0]!.className).toContain("md:order-2");
    // Muted text on the black column switches to the light grey that keeps its contrast.
    expect(screen.getByText("Left words").className).toContain("text-mist");
    expect(screen.getByRole("heading", { name: "Right heading" })).toBeTruthy();
    expect(second!.dataset.ratio).toBe("50:50");
    expect(second!.dataset.verticalAlignment).toBe("top");
    expect(second!.dataset.spacing).toBe("medium");
    expect(second!.dataset.style).toBe("white");
    expect(second!.dataset.reversed).toBe("false");
  });

  it("renders a section's blocks on a black background", () => {
    const { container } = renderBlocks([
      {
        id: "s1",
        type: "section",
        data: { blocks: [{ id: "s1-p", type: "paragraph", data: { text: "Inside the section" } }] },
      },
    ]);
    const section = container.querySelector<HTMLElement>('[data-block="section"]')!;
    expect(section.className).toContain("bg-ink");
    expect(within(section).getByText("Inside the section")).toBeTruthy();
  });

  it("shows 'Unknown block type: {type}' for a block it does not know", () => {
    const unknown = { id: "x", type: "carousel", data: {} } as unknown as BlogBlock;
    renderBlocks([unknown]);
    expect(screen.getByText("Unknown block type: carousel")).toBeTruthy();
  });

  it("renders both bundled posts without an unknown block", () => {
    for (const post of blogPosts) {
      const { unmount } = renderBlocks(post.blocks);
      expect(screen.queryByText(/Unknown block type/)).toBeNull();
      unmount();
    }
  });
});

describe("the bundled posts", () => {
  it("together use every block type and option of the data model", () => {
    const seen = new Set<string>();
    const visit = (blocks: BlogBlock[]) => {
      for (const block of blocks) {
        seen.add(block.type);
        const data = block.data as Record<string, unknown>;
        for (const key of [
          "level",
          "style",
          "alignment",
          "width",
          "columns",
          "colour",
          "ratio",
          "difficulty",
        ])
          if (data[key] !== undefined) seen.add(`${block.type}.${key}=${String(data[key])}`);
        if (block.type === "twoColumn") {
          if (block.data.reversed) seen.add("twoColumn.reversed");
          if (block.data.verticalAlignment) seen.add(`twoColumn.vertical=${block.data.verticalAlignment}`);
          if (block.data.spacing) seen.add(`twoColumn.spacing=${block.data.spacing}`);
          visit(block.data.leftColumn.blocks);
          visit(block.data.rightColumn.blocks);
        }
        if (block.type === "section") visit(block.data.blocks);
        if (block.type === "image" && block.data.caption) seen.add("image.caption");
        if (block.type === "paragraph" && block.data.heading) seen.add("paragraph.heading");
        if (block.type === "list" && block.data.items.some((item) => typeof item !== "string"))
          seen.add("list.headingItems");
      }
    };
    for (const post of blogPosts) visit(post.blocks);
    const expected = [
      "heading",
      "paragraph",
      "list",
      "image",
      "workout",
      "footnote",
      "callToAction",
      "twoColumn",
      "section",
      ...[2, 3, 4, 5, 6].map((level) => `heading.level=${level}`),
      ...["default", "display", "underlined"].map((s) => `heading.style=${s}`),
      ...["left", "center"].map((a) => `paragraph.alignment=${a}`),
      ...["normal", "lead", "muted", "bold", "italic"].map((s) => `paragraph.style=${s}`),
      ...["bullet", "numbered", "checklist"].map((s) => `list.style=${s}`),
      ...[1, 2, 3].map((c) => `list.columns=${c}`),
      ...["small", "medium", "large", "full"].map((w) => `image.width=${w}`),
      ...["left", "center", "right"].map((a) => `image.alignment=${a}`),
      ...["beginner", "intermediate"].map((d) => `workout.difficulty=${d}`),
      ...["yellow", "black"].map((c) => `callToAction.colour=${c}`),
      ...["50:50", "60:40", "40:60", "70:30", "30:70"].map((r) => `twoColumn.ratio=${r}`),
      ...["white", "black", "grey"].map((s) => `twoColumn.style=${s}`),
      ...["top", "center", "bottom"].map((v) => `twoColumn.vertical=${v}`),
      ...["small", "medium", "large"].map((s) => `twoColumn.spacing=${s}`),
      "twoColumn.reversed",
      "image.caption",
      "paragraph.heading",
      "list.headingItems",
      "footnote.alignment=right",
    ];
    expect(expected.filter((item) => !seen.has(item))).toEqual([]);
  });

  it("has an outline that starts at h2 and never skips a level", () => {
    for (const post of blogPosts) {
      const levels = [...outlineLevels(post.blocks).values()];
      let last = 1;
      for (const level of levels) {
        expect(level).toBeLessThanOrEqual(last + 1);
        last = level;
      }
    }
  });
});
