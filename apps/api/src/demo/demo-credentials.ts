import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoCredentials } from './insert-demo-members';

/** Where demo-data keeps the demo accounts' logins (readable by its owner only). */
export function demoCredentialsFile(dataDir: string): string {
  return path.join(dataDir, 'demo-credentials.json');
}

/** The demo accounts' logins, or null before demo-data made them (a database that had users already). */
export async function readDemoCredentials(dataDir: string): Promise<DemoCredentials | null> {
  const saved = await readFile(demoCredentialsFile(dataDir), 'utf8').catch(() => null);
  return saved ? (JSON.parse(saved) as DemoCredentials) : null;
}

/** The logins as demo-data and start-up print them, one account a line. */
export function demoLoginLines(credentials: DemoCredentials): string[] {
  return [
    `  member: ${credentials.member.email} / ${credentials.member.password}`,
    `  admin:  ${credentials.admin.email} / ${credentials.admin.password}`,
  ];
}
