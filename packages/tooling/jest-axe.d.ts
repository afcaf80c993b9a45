/** axe-core over what a jest test rendered in jsdom (see jest-axe.js): fails the test on any violation. */
export function expectNoAxeViolations(options?: { skip?: string[] }): Promise<void>;
