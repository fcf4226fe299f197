/**
 * The ContentStore's file helpers: a file's text, a directory's signature (what the poll compares), where a
 * collection's and a singleton's files are.
 */
import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentConfig } from "#contracts/content/keystatic.config.ts";

type CollectionName = keyof typeof contentConfig.collections;

/** Every file under the directory, with its size and mtime: any change to any entry changes it. */
export function directorySignature(dir: string): string {
  const parts: string[] = [];
  const walk = (folder: string, prefix: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(folder).sort();
    } catch {
      parts.push(`${prefix}:none`);
      return;
    }
    for (const name of names) {
      const file = path.join(folder, name);
      try {
        const stat = statSync(file);
        if (stat.isDirectory()) walk(file, `${prefix}${name}/`);
        else parts.push(`${prefix}${name}:${stat.size}:${stat.mtimeMs}`);
      } catch {
        parts.push(`${prefix}${name}:gone`);
      }
    }
  };
  walk(dir, "");
  return parts.join("|");
}

/** A file's text, or null when it does not exist. */
export async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function collectionPath(name: CollectionName): string {
  return (contentConfig.collections[name].path ?? `${name}/*`).replace(/\*$/, "");
}

export function singletonPath(name: string): string {
  const singleton = (contentConfig.singletons as Record<string, { path?: string }>)[name];
  return singleton?.path?.replace(/\/$/, "") ?? name;
}

export function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).trim();
}
