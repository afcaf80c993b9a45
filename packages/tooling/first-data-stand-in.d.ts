/** Writes the renderer's module at `file` with a new modification time (see first-data-stand-in.js). */
export function writeRenderer(file: string, body: string): void;
/** The source of a stand-in renderer whose menu page says `<h1>${heading} ${providerId}</h1>`. */
export function kitchenRenderer(heading: string): string;
/** The kitchens the renderer at `file` has read, in order. */
export function kitchenReads(file: string): string[];
/** Takes the database of the renderer at `file` down, or back up. */
export function databaseDown(file: string, down: boolean): void;
