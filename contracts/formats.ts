/**
 * An Intl formatter made on first use, not when its module loads. Building one with a time zone loads ICU
 * data, and every page loads the modules that declare these: made at import, they ran inside the one task
 * that evaluates the page's modules before hydration (decision 0024).
 */
export function formatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
