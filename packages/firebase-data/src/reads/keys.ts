/** Keys the database accepts (no . # $ [ ] /): an id from a URL or a form is checked before it becomes a path. */
export const isValidKey = (key: unknown): key is string => typeof key === 'string' && key !== '' && !/[.#$[\]/]/.test(key);
