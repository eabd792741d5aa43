/** One advisory of `npm audit --json` (report version 2), as the CI log prints it. */
export interface AuditFinding {
  name: string;
  severity: string;
  title: string;
  url: string;
  range: string;
}

export type AuditSummary =
  | { kind: 'audited'; blocking: AuditFinding[]; counts: Record<string, number> }
  | { kind: 'unavailable'; reason: string };

const BLOCKING = new Set(['high', 'critical']);

interface Vulnerability {
  name: string;
  severity: string;
  range?: string;
  via: (string | { title?: string; url?: string; severity?: string; range?: string; name?: string })[];
}

/**
 * Reads `npm audit --omit=dev --json`: the high and critical advisories of production dependencies, or why there is
 * no audit at all (the registry refused or could not be reached), which is never taken for a clean one.
 */
export function summariseAudit(output: string): AuditSummary {
  let report: {
    vulnerabilities?: Record<string, Vulnerability>;
    metadata?: { vulnerabilities?: Record<string, number> };
    statusCode?: number;
    message?: string;
    error?: { summary?: string; code?: string };
  };
  try {
    report = JSON.parse(output);
  } catch {
    return {
      kind: 'unavailable',
      reason: `npm audit printed no report: ${output.trim().slice(0, 200) || '(nothing)'}`,
    };
  }
  if (!report.vulnerabilities || !report.metadata?.vulnerabilities) {
    return {
      kind: 'unavailable',
      reason: report.message ?? report.error?.summary ?? report.error?.code ?? 'npm audit gave no advisories section',
    };
  }
  const blocking = Object.values(report.vulnerabilities)
    .filter((vulnerability) => BLOCKING.has(vulnerability.severity))
    .flatMap((vulnerability) => {
      const advisories = vulnerability.via.filter(
        (via): via is Exclude<Vulnerability['via'][number], string> => typeof via !== 'string',
      );
      // A package flagged only through another (via names a package) is reported at that package.
      return advisories.map((advisory) => ({
        name: vulnerability.name,
        severity: advisory.severity ?? vulnerability.severity,
        title: advisory.title ?? '',
        url: advisory.url ?? '',
        range: advisory.range ?? vulnerability.range ?? '',
      }));
    });
  return { kind: 'audited', blocking, counts: report.metadata.vulnerabilities };
}
