import { spawnSync } from 'node:child_process';
import { summariseAudit } from './summarise-audit';

/**
 * CI's audit of the production dependencies: prints every high or critical advisory and fails on any. When the
 * registry gives no advisories (some mirrors refuse the audit endpoint), it says so loudly; AUDIT_REQUIRED=1 makes
 * that a failure too, for CI machines that reach the npm advisory database.
 */
const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const summary = summariseAudit(result.stdout);
if (summary.kind === 'unavailable') {
  console.log(`npm audit: NOT AUDITED, the advisory database gave no answer (${summary.reason})`);
  process.exit(process.env['AUDIT_REQUIRED'] === '1' ? 1 : 0);
}
const counts = Object.entries(summary.counts)
  .filter(([severity]) => severity !== 'total')
  .map(([severity, count]) => `${count} ${severity}`)
  .join(', ');
console.log(`npm audit --omit=dev: ${counts}`);
for (const finding of summary.blocking)
  console.log(`  ${finding.severity}: ${finding.name} ${finding.range} — ${finding.title} ${finding.url}`);
process.exit(summary.blocking.length > 0 ? 1 : 0);
