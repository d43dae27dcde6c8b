// The sign-up country and the residence (issue 15, item 1): the exchange's list of countries
// (`/v2/int/countries`), a sign-up refused without one of them, the country kept as signupCountry
// (user info) and read by the gates, a verification's residence checked against the list.
import Fastify from 'fastify';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { post, signupConfirmed, solveCaptcha, startHarness } from './harness';
import { eachTest } from '../lifecycle';
import { registerSiteRoutes } from '../../server/http/site-routes';
import { COUNTRIES, countryName, isCountry } from '../../server/accounts/countries';
import { USER_INFO_SLOTS } from '../../server/accounts/user-info';
import { accountGates } from '../../server/accounts/gates';

const h = eachTest(() => startHarness());
const PASSWORD = 'correct horse battery';

describe('the countries of sign-up and verification', () => {
  it('are the ISO 3166-1 countries by English name, served at /v2/int/countries', async () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(COUNTRIES).toContainEqual(['JP', 'Japan']);
    expect(COUNTRIES).toContainEqual(['ES', 'Spain']);
    expect(COUNTRIES).toContainEqual(['GB', 'United Kingdom']);
    const names = COUNTRIES.map(([, n]) => n);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect([isCountry('SV'), isCountry('XX'), isCountry('es'), isCountry('ESP')]).toEqual([true, false, false, false]);
    expect(countryName('AR')).toBe('Argentina');

    const app = Fastify();
    const db = new Database(':memory:');
    registerSiteRoutes(app, { db, country: undefined });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/v2/int/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(COUNTRIES.map(([c, n]) => [c, n]));
    await app.close();
    db.close();
  });
});

describe('sign-up with a country', () => {
  it('refuses a sign-up without a country or with one not on the list, and makes no account', async () => {
    const body = { email: 'nowhere@example.org', password: PASSWORD };
    expect((await post(h.app, '/v2/signup', { ...body, ...(await solveCaptcha(h.app)) })).body).toEqual([
      'error',
      10020,
      'country: required (choose the country you live in)',
    ]);
    expect((await post(h.app, '/v2/signup', { ...body, country: 'XX', ...(await solveCaptcha(h.app)) })).body).toEqual([
      'error',
      10020,
      'country: invalid (choose one of the exchange’s countries)',
    ]);
    expect(h.accounts.users.byEmail(body.email)).toBeUndefined();
  });

  it('keeps the country as signupCountry, in the user info and for the gates', async () => {
    const res = await post(h.app, '/v2/signup', {
      email: 'kenji@example.jp',
      password: PASSWORD,
      country: 'JP',
      ...(await solveCaptcha(h.app)),
    });
    expect(res.status).toBe(200);
    const user = h.accounts.users.byEmail('kenji@example.jp')!;
    expect(user.signupCountry).toBe('JP');
    expect(h.accounts.userInfo(user.id)[USER_INFO_SLOTS.signupCountry]).toBe('JP');
    expect(h.accounts.traderProfile(user.id).country).toBe('JP');
  });

  it('refuses a Spanish sign-up’s derivatives order on the exchange, saying why and what is still open', async () => {
    const id = await signupConfirmed(h, 'lucia@example.es', PASSWORD, 'ES');
    h.accounts.users.setVerificationLevel(id, 3);
    const user = { id };
    const gates = accountGates(h.accounts.traderProfile, () => true);
    expect(gates.order(user.id, { derivative: true, margin: true, paper: false })).toBe(
      'region: derivatives trading is not offered to residents of Spain (ES); it applies to accounts opened since 2024-03-06; spot and margin trading and paper trading are still offered',
    );
    expect(gates.order(user.id, { derivative: false, margin: true, paper: false })).toBeUndefined();
    expect(gates.order(user.id, { derivative: true, margin: true, paper: true })).toBeUndefined();
  });
});
