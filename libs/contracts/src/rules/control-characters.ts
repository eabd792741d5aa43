/**
 * Control characters no text of ours may hold: every C0 character but tab, line feed and carriage return (a newline
 * as Windows writes it), DEL and the C1 range. PostgreSQL refuses U+0000 outright; the others hide text on screens
 * and in CSV files.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this expression is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The first control character of a text, as U+XXXX, or null when it has none. */
export function findControlCharacter(text: string): string | null {
  const match = CONTROL_CHARACTER.exec(text);
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

export const controlCharacterMessage = (codePoint: string) =>
  `Remove the control character ${codePoint}: use letters, digits, punctuation, spaces and new lines`;
