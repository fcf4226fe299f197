import { createContext, useContext } from "react";
import type { HeadingTag } from "./outline";

export interface BlockContextValue {
  /** The background the blocks sit on: colours that pass contrast differ on black. */
  tone: "light" | "dark";
  levels: Map<string, HeadingTag>;
}

export const BlockContext = createContext<BlockContextValue>({ tone: "light", levels: new Map() });

export function useBlockContext(): BlockContextValue {
  return useContext(BlockContext);
}

/** The tag for a block's heading, from the post's outline (h2 when rendered outside one). */
export function useHeadingTag(blockId: string): `h${HeadingTag}` {
  return `h${useBlockContext().levels.get(blockId) ?? 2}`;
}
