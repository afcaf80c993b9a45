// PLACEHOLDER (photo's branch): the contract's `imageSrc`, the one function that turns a stored picture value into an
// <img src>. Storage's branch holds the real one (a 'storage:' reference → the bucket's media URL) and replaces this.
/** What an <img> loads for a stored picture value; site paths and https URLs pass through unchanged. */
export function imageSrc(value: string): string {
  return value;
}
