// The named environments of a build (account-side §9: production, staging): which hosts
// VITE_TRADEDESK_ENV selects (src/services/config.ts), and what the build bakes into the client
// (scripts/environment-define.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENVIRONMENTS, environmentHosts } from '../../src/services/config';
import { environmentDefine } from '../../scripts/environment-define';

const ALL = {
  VITE_TRADEDESK_REST_PUBLIC: 'https://api-pub.example.com',
  VITE_TRADEDESK_REST_PRIVATE: 'https://api.example.com',
  VITE_TRADEDESK_WS: 'wss://api-pub.example.com/ws/2',
  VITE_TRADEDESK_REST_PUBLIC_STAGING: 'https://api-pub.staging.example.com',
  VITE_TRADEDESK_REST_PRIVATE_STAGING: 'https://api.staging.example.com',
  VITE_TRADEDESK_WS_STAGING: 'wss://api-pub.staging.example.com/ws/2',
};

describe('environments', () => {
  it('are production and staging', () => {
    expect(ENVIRONMENTS).toEqual(['production', 'staging']);
  });

  it('production is the default: the embedded exchange that served the page (no hosts), or its own hosts', () => {
    expect(environmentHosts({})).toEqual({ environment: 'production', hosts: {} });
    expect(environmentHosts({ VITE_TRADEDESK_ENV: '' })).toEqual({ environment: 'production', hosts: {} });
    expect(environmentHosts(ALL)).toEqual({
      environment: 'production',
      hosts: {
        VITE_TRADEDESK_REST_PUBLIC: 'https://api-pub.example.com',
        VITE_TRADEDESK_REST_PRIVATE: 'https://api.example.com',
        VITE_TRADEDESK_WS: 'wss://api-pub.example.com/ws/2',
      },
    });
  });

  it('staging takes the _STAGING hosts and never falls back to production’s', () => {
    expect(environmentHosts({ ...ALL, VITE_TRADEDESK_ENV: 'staging' })).toEqual({
      environment: 'staging',
      hosts: {
        VITE_TRADEDESK_REST_PUBLIC: 'https://api-pub.staging.example.com',
        VITE_TRADEDESK_REST_PRIVATE: 'https://api.staging.example.com',
        VITE_TRADEDESK_WS: 'wss://api-pub.staging.example.com/ws/2',
      },
    });
    expect(
      environmentHosts({
        VITE_TRADEDESK_ENV: 'staging',
        VITE_TRADEDESK_REST_PUBLIC: 'https://api-pub.example.com',
        VITE_TRADEDESK_WS_STAGING: ' wss://s/ws/2 ',
      }),
    ).toEqual({ environment: 'staging', hosts: { VITE_TRADEDESK_WS: 'wss://s/ws/2' } });
  });

  it('refuses a name that is not an environment', () => {
    expect(() => environmentHosts({ VITE_TRADEDESK_ENV: 'prod' })).toThrow(
      'VITE_TRADEDESK_ENV must be one of production, staging, got "prod"',
    );
  });
});

describe('the build’s defines', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bake the selected hosts in as the plain names, a missing one as undefined, and the developer tools’ switch', () => {
    writeFileSync(
      path.join(dir, '.env.staging'),
      'VITE_TRADEDESK_ENV=staging\nVITE_TRADEDESK_REST_PUBLIC=https://prod\nVITE_TRADEDESK_REST_PUBLIC_STAGING=https://stage\nVITE_TRADEDESK_DEVTOOLS=1\n',
    );
    expect(environmentDefine('staging', dir)).toEqual({
      'import.meta.env.VITE_TRADEDESK_ENV': '"staging"',
      'import.meta.env.VITE_TRADEDESK_REST_PUBLIC': '"https://stage"',
      'import.meta.env.VITE_TRADEDESK_REST_PRIVATE': 'undefined',
      'import.meta.env.VITE_TRADEDESK_WS': 'undefined',
      'import.meta.env.VITE_TRADEDESK_DEVTOOLS': '"1"',
    });
    const production = environmentDefine('production', dir);
    expect(production['import.meta.env.VITE_TRADEDESK_ENV']).toBe('"production"');
    expect(production['import.meta.env.VITE_TRADEDESK_DEVTOOLS']).toBe('"0"');
  });
});
