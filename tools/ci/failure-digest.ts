/**
 * What a failed step printed that says why, to repeat below `npm test`'s closing table: CI keeps only the end of a
 * run's output, and a failing jest test inside a long Nx stage scrolls out of it (an official run said only
 * "test api FAILED" after 345 s).
 */

/** Lines that open a failure's account: jest's failed file and test, Playwright's failed test, Nx's failed tasks. */
const HEADERS = [/^FAIL\s/, /^●\s(?!Console)/, /^\d+\) \[/, /^\d+ (failed|flaky)$/, /^Failed tasks:$/, /^- \S+:\S+$/];
/** Lines that end an account without opening one. */
const ENDS = [/^●/, /^PASS\s/, /^Summary of all failing tests$/, /^Tests:/];
/** How many lines of each account follow its header: the error's message and where it was thrown. */
const DETAIL_LINES = 8;
const FALLBACK_LINES = 30;

// eslint-disable-next-line no-control-regex -- colours are escape sequences
const stripColours = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Each failure's header with the lines that follow it (blank lines dropped), every account once (jest repeats its
 * failures in a summary), at most `maxLines`; the output's last lines when no header is found.
 */
export function failureDigest(output: string, maxLines = 60): string[] {
  const lines = output.split('\n').map((line) => stripColours(line).trimEnd());
  const digest: string[] = [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (!HEADERS.some((header) => header.test(trimmed)) || seen.has(trimmed)) return;
    seen.add(trimmed);
    digest.push(line);
    const at = digest.length;
    if (/^(FAIL|- |Failed tasks)/.test(trimmed)) return;
    for (const next of lines.slice(index + 1).filter((following) => following.trim() !== '')) {
      if ([...HEADERS, ...ENDS].some((end) => end.test(next.trim())) || digest.length - at >= DETAIL_LINES) break;
      digest.push(next);
    }
  });
  if (digest.length === 0)
    return lines
      .filter((line) => line.trim() !== '')
      .slice(-FALLBACK_LINES)
      .slice(0, maxLines);
  return digest.slice(0, maxLines);
}
