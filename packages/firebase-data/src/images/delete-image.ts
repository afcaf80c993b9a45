// PLACEHOLDER (photo's branch): the contract's signature; storage's branch holds the real use case and replaces this.
/** Removes a stored photo; a no-op for any other value, and a missing file is not an error. */
export async function deleteImage(_ref: string): Promise<void> {
  return undefined;
}
