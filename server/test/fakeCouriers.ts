import { PathaoCourier, type PathaoOptions } from '../domains/deliveries/couriers/pathao';
import { RedxCourier, type RedxOptions } from '../domains/deliveries/couriers/redx';
import { SteadfastCourier, type SteadfastOptions } from '../domains/deliveries/couriers/steadfast';
import type { FakePathao } from './fakePathao';
import type { FakeRedx } from './fakeRedx';
import type { FakeSteadfast } from './fakeSteadfast';

/**
 * Each courier's adapter pointed at its fake API with the fake's own
 * credentials and short time-outs (a test of a time-out stays quick), so a
 * test names only what it changes.
 */
export const pathaoOn = (fake: FakePathao, over: Partial<PathaoOptions> = {}) =>
  new PathaoCourier({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    username: fake.username,
    password: fake.password,
    storeId: fake.storeId,
    baseUrl: fake.url,
    timeoutMs: 2000,
    backoffMs: 5,
    ...over,
  });

export const redxOn = (fake: FakeRedx, over: Partial<RedxOptions> = {}) => new RedxCourier({ token: fake.token, baseUrl: fake.url, timeoutMs: 2000, ...over });

export const steadfastOn = (fake: FakeSteadfast, over: Partial<SteadfastOptions> = {}) =>
  new SteadfastCourier({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, timeoutMs: 2000, ...over });
