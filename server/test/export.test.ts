import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
const exportCall = (type: string, payload: object, query = '') => t.call(token, { method: 'POST', url: `/api/customers/export/${type}${query}`, payload });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const group = (await t.call(token, { method: 'POST', url: '/api/groups', payload: { name: 'Wholesale' } })).json();
  const rows = [
    { name: 'Ayesha Siddika', phone: '01710000001', email: 'ayesha@example.com', group: group._id },
    { name: '=HYPERLINK("http://evil")', phone: '01710000002' },
    { name: 'রহিম উদ্দিন', phone: '01710000003', notes: 'Bangla name' },
    { name: 'Comma, "Quoted"', phone: '01710000004', isActive: false },
    { name: '@rahim', phone: '01710000005' },
    { name: '-Karim +1', phone: '01710000006' },
    { name: '＝SUM(A1)', phone: '01710000007' },
  ];
  for (const payload of rows) {
    const res = await t.call(token, { method: 'POST', url: '/api/customers', payload });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('CSV export', () => {
  it('downloads UTF-8 with a BOM, the labels as header, references as names, named from the path and time', async () => {
    const res = await exportCall('csv', { fields: ['name', 'phone', 'group', 'isActive'] }, '?sort=phone');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers_\d{12}\.csv"$/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Group,Active');
    expect(lines[1]).toBe('Ayesha Siddika,01710000001,Wholesale,Yes');
    expect(lines[3]).toBe('রহিম উদ্দিন,01710000003,,Yes');
    expect(lines[4]).toBe('"Comma, ""Quoted""",01710000004,,No');
  });

  it("writes headers and Yes/No in the requester's language (Accept-Language: bn); figures and names stay as they are", async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/customers/export/csv?sort=phone',
      payload: { fields: ['name', 'phone', 'group', 'isActive'] },
      headers: { 'accept-language': 'bn' },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('নাম,ফোন,গ্রুপ,সক্রিয়');
    expect(lines[1]).toBe('Ayesha Siddika,01710000001,Wholesale,হ্যাঁ');
    expect(lines[4]).toBe('"Comma, ""Quoted""",01710000004,,না');
    const english = await exportCall('csv', { fields: ['name', 'phone'] });
    expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Name,Phone');
  });

  it('heads a flagged switch and writes its value in its plain words, as the screens do, in English and Bangla', async () => {
    const [ayesha] = (await t.call(token, { method: 'GET', url: '/api/customers?sort=phone&limit=1' })).json().doc as { _id: string }[];
    expect((await t.call(token, { method: 'PUT', url: `/api/customers/${ayesha._id}`, payload: { smsOptOut: true } })).statusCode).toBe(200);
    const lines = async (headers: Record<string, string> = {}) =>
      (await t.call(token, { method: 'POST', url: '/api/customers/export/csv?sort=phone', payload: { fields: ['phone', 'smsOptOut'] }, headers })).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    // Not "No Marketing SMS" with Yes/No (a double negative for the customers who take them).
    expect((await lines()).slice(0, 3)).toEqual(['Phone,Marketing SMS', '01710000001,Refused', '01710000002,Allowed']);
    expect((await lines({ 'accept-language': 'bn' })).slice(0, 3)).toEqual(['ফোন,মার্কেটিং এসএমএস', '01710000001,নিষেধ করেছেন', '01710000002,অনুমতি আছে']);
    await t.call(token, { method: 'PUT', url: `/api/customers/${ayesha._id}`, payload: { smsOptOut: false } });
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const res = await exportCall('csv', { fields: ['name', 'phone'] }, '?search=HYPERLINK');
    const line = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')[1];
    expect(line).toBe(`"'=HYPERLINK(""http://evil"")",01710000002`);
    const all = (await exportCall('csv', { fields: ['name', 'phone'] }, '?sort=phone')).body.trim().split('\r\n');
    expect(all.slice(5)).toEqual([`'@rahim,01710000005`, `'-Karim +1,01710000006`, `'＝SUM(A1),01710000007`]);
  });

  it('exports only the selected ids, or the filtered list', async () => {
    const list = (await t.call(token, { method: 'GET', url: '/api/customers?sort=phone&limit=2' })).json();
    const ids = list.doc.map((d: { _id: string }) => d._id);
    const selected = await exportCall('csv', { fields: ['name', 'phone'], ids });
    expect(selected.body.trim().split('\r\n')).toHaveLength(3);
    const filtered = await exportCall('csv', { fields: ['name', 'phone'] }, '?isActive=false');
    expect(filtered.body.trim().split('\r\n').slice(1)).toEqual(['"Comma, ""Quoted""",01710000004']);
  });

  it('needs at least 2 fields that exist, and a filter the list knows', async () => {
    const one = await exportCall('csv', { fields: ['name'] });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('Please select at least 2 fields');
    expect((await exportCall('csv', { fields: ['name', 'passwordHash'] })).statusCode).toBe(400);
    expect((await exportCall('csv', { fields: ['name', 'phone'] }, '?nope=1')).statusCode).toBe(400);
    expect((await exportCall('xls', { fields: ['name', 'phone'] })).statusCode).toBe(400);
  });
});

describe('PDF export', () => {
  it('downloads a PDF table of up to 5 fields', async () => {
    const res = await exportCall('pdf', { fields: ['name', 'phone', 'email', 'group', 'createdAt'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="customers_\d{12}\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    // The Bangla font is embedded for the Bangla name.
    expect(res.rawPayload.toString('latin1')).toMatch(/NotoSansBengali/);
  });

  it('refuses more than 5 fields with the message people see', async () => {
    const res = await exportCall('pdf', { fields: ['name', 'phone', 'email', 'group', 'createdAt', 'isActive'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can only export up to 5 fields to PDF');
  });
});
