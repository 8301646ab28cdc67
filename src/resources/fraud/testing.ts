import { http, HttpResponse } from 'msw';
import { courierCheckWithout, type FraudCheck } from '../../../common/wire/fraud';
import { TEST_API } from '../../app/testing/renderShell';

/** A fraud check of `phone` with 3 of 5 parcels returned (high risk), as the server words it. */
export const highRiskCheck = (phone: string): FraudCheck => ({
  phone,
  history: {
    orders: 6,
    delivered: 2,
    returned: 3,
    cancelled: 0,
    successRate: 40,
    totalSpent: 2400,
    lastOrderAt: '2026-11-20T10:00:00.000Z',
    lastOrderId: null,
    lastOrderNumber: 'S-000040',
  },
  risk: {
    band: 'high',
    percent: 60,
    reason: { code: 'returned', orders: 6, finished: 5, returned: 3, cancelled: 0 },
    text: '3 of 5 parcels returned',
    mediumPercent: 20,
    highPercent: 40,
  },
  courier: courierCheckWithout('not-configured', null),
});

/** `GET fraud-checker?phone=`: every phone is high risk; `asked` collects the phones asked about. */
export const fraudCheckHandler = (asked: string[] = []) =>
  http.get(`${TEST_API}/fraud-checker`, ({ request }) => {
    const phone = new URL(request.url).searchParams.get('phone') ?? '';
    asked.push(phone);
    return HttpResponse.json(highRiskCheck(phone));
  });
