/**
 * What the server gives the place routes beside the content (decision 0030): the slugs each place has had,
 * from the content's change log, so a renamed place answers its old URLs with a 301.
 */
export interface PlacesLoadContext {
  /** Place id → the slugs it had before its current one (oldest first). */
  formerSlugs(): Promise<ReadonlyMap<string, readonly string[]>>;
}
