/**
 * The base of every error a page tells apart with `instanceof` (KitchenClosedError, PlanFullError…). The use cases
 * run from the one copy of this package the portal shares, while each app bundles its own copy of the plain helpers
 * ('@thali/firebase-data/logic'), which throw the same errors; so an error may come from another copy of its class.
 * `instanceof` therefore compares the error's name, which every copy sets the same (a class's own name does not
 * survive minification).
 */
export class NamedError extends Error {
  /** The name every copy of the class gives its errors. */
  static readonly errorName: string = 'NamedError';

  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = (new.target as typeof NamedError).errorName;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === this.errorName;
  }
}
