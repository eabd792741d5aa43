import { summariseAudit } from './summarise-audit';

const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'fast-xml-parser': {
      name: 'fast-xml-parser',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1,
          name: 'fast-xml-parser',
          title: 'Prototype pollution in fast-xml-parser',
          url: 'https://github.com/advisories/GHSA-x',
          severity: 'high',
          range: '<4.2.4',
        },
      ],
      range: '<4.2.4',
    },
    'some-wrapper': {
      name: 'some-wrapper',
      severity: 'high',
      isDirect: true,
      via: ['fast-xml-parser'],
      range: '1.0.0',
    },
    nanoid: {
      name: 'nanoid',
      severity: 'moderate',
      isDirect: false,
      via: [
        {
          title: 'Predictable results',
          url: 'https://github.com/advisories/GHSA-y',
          severity: 'moderate',
          range: '<3.3.8',
        },
      ],
      range: '<3.3.8',
    },
  },
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 2, critical: 0, total: 3 } },
};

describe('summariseAudit', () => {
  it('names each high or critical advisory once, at the package it is about', () => {
    expect(summariseAudit(JSON.stringify(report))).toEqual({
      kind: 'audited',
      blocking: [
        {
          name: 'fast-xml-parser',
          severity: 'high',
          title: 'Prototype pollution in fast-xml-parser',
          url: 'https://github.com/advisories/GHSA-x',
          range: '<4.2.4',
        },
      ],
      counts: report.metadata.vulnerabilities,
    });
  });

  it('passes a report with moderate advisories only', () => {
    const moderate = { ...report, vulnerabilities: { nanoid: report.vulnerabilities.nanoid } };
    expect(summariseAudit(JSON.stringify(moderate))).toMatchObject({ kind: 'audited', blocking: [] });
  });

  it('never takes a refused or missing audit for a clean one', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '' },
    };
    expect(summariseAudit(JSON.stringify(refused))).toEqual({ kind: 'unavailable', reason: refused.message });
    expect(summariseAudit('npm error code ENOLOCK')).toMatchObject({ kind: 'unavailable' });
  });
});
