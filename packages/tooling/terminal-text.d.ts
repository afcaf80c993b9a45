export function printable(text: unknown): string;
