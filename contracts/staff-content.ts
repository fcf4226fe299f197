/** The content editor's side of the staff contracts: a save, its files and bases, the change log, differences. */

/** One line of a comparison: in both versions, only in the ship's (removed) or only in the owner's (added). */
export interface DiffLine {
  kind: "same" | "removed" | "added";
  text: string;
}

/**
 * An entry the owner changed whose shipped version differs (the deploy rule keeps the owner's live): the two
 * versions, and the lines that differ from the ship's to the owner's.
 */
export interface ContentDifferenceView {
  /** The file under the content root ("gyms/greenwich.yaml", "photos/x/image.jpg"). */
  path: string;
  /** The entry it belongs to ("gyms/greenwich"). */
  entry: string;
  /** When a deploy first brought the differing shipped version (ISO). */
  noticedAt: string;
  /** Who last saved the owner's version, and when (ISO); null when unknown. */
  ownerChangedBy: string | null;
  ownerChangedAt: string | null;
  /** The texts (null: that side has no such file, or it is not text, see `text`). */
  ownerVersion: string | null;
  shippedVersion: string | null;
  /** Sizes in bytes (null: that side has no such file). */
  ownerBytes: number | null;
  shippedBytes: number | null;
  /** False for a photo or any file that is not UTF-8 text: compared by size, with no lines. */
  text: boolean;
  lines: DiffLine[];
}

/** One file of a save: its path under the content root and its bytes, or null to delete it. */
export interface ContentFileWrite {
  path: string;
  bytes: Uint8Array | null;
}

/** An instance that could not follow the database's content (server/content/sync.ts). */
export interface ContentBehind {
  /** The content version whose every file this instance has (-1: none yet). */
  serving: number;
  /** The version it could not fully apply (null: the database did not answer). */
  latest: number | null;
  /** The files it could not fetch (a photo missing from the media bucket). */
  missing: string[];
  reason: string;
  /** Since when (ISO). */
  since: string;
}

/** The database's content as a save's checks read it inside the write's transaction. */
export interface CurrentContent {
  /** A file's current text (null: none). */
  text(filePath: string): string | null;
  /** Every file path there now. */
  paths(): readonly string[];
  /** The logged texts (before and after) of the changes of entries under a collection ("gyms/"). */
  history(
    entryPrefix: string,
  ): Promise<readonly { entry: string; previous: string | null; contents: string | null }[]>;
}

/** A save refused by its checks: 403 (the role may not), 400 (the content would not hold together). */
export interface ContentRefusal {
  status: 400 | 403;
  message: string;
}

/** A checked content save (decision 0025): the files, the version each was based on, the role's rights. */
export interface ContentSave {
  files: ContentFileWrite[];
  /** Each file's base: the sha the save was based on, or null when it read no such file. */
  bases: ReadonlyMap<string, string | null>;
  /**
   * Run inside the write against the database's current content: the role's rights (a 403) and the checks
   * across entries, such as a place's slug taken by another (a 400). A refusal, or null.
   */
  rights: ((current: CurrentContent) => Promise<ContentRefusal | null>) | null;
  /** A put-back: the change whose previous version it restores. */
  restoredFrom?: number;
}

/** What a save did to one content file: its text before (null: it was new) and after (null: deleted). */
export interface ContentChangeInput {
  /** The entry, as collection/slug ("gyms/greenwich"). */
  entry: string;
  /** The file under CONTENT_DIR ("gyms/greenwich.yaml"). */
  path: string;
  kind: "save" | "delete" | "restore";
  previous: string | null;
  contents: string | null;
  /** A put-back: the change whose previous version was restored. */
  restoredFrom?: number | null;
}

/** One row of the change log. */
export interface ContentChange extends ContentChangeInput {
  id: number;
  actor: string;
  role: string;
  changedAt: string;
  restoredFrom: number | null;
}
