import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoCredentialsFile, demoLoginLines, readDemoCredentials } from './demo-credentials';

describe('the demo logins start-up prints', () => {
  it('are read from the data folder, one account a line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'demo-credentials-'));
    const credentials = {
      member: { email: 'demo.member@example.com', password: 'rzn4-y8rw-az9n-c2fg' },
      admin: { email: 'demo.admin@example.com', password: 'a9w8-9sdw-jbdv-evp7' },
    };
    writeFileSync(demoCredentialsFile(dataDir), JSON.stringify(credentials));
    const read = await readDemoCredentials(dataDir);
    expect(read && demoLoginLines(read)).toEqual([
      '  member: demo.member@example.com / rzn4-y8rw-az9n-c2fg',
      '  admin:  demo.admin@example.com / a9w8-9sdw-jbdv-evp7',
    ]);
  });

  it('are none in a data folder where demo-data made no accounts', async () => {
    expect(await readDemoCredentials(mkdtempSync(path.join(tmpdir(), 'demo-credentials-')))).toBeNull();
  });
});
