import { formatDateTime } from '../../../common/dates';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { poisha, toPoisha, toTaka } from '../../../common/money';
import { hasPermission } from '../../../common/permissions';
import { DENOMINATIONS, denominationTotal, SHIFT_PERMISSIONS, type DenominationCounts } from '../../../common/shifts';
import { ShiftRecord } from '../../../common/wire/shifts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { errorsFor } from '../../engine/errorSchema';
import { pdfAnswer } from '../../engine/pdfAnswer';
import { callRequest, callSchema } from '../../engine/callSchema';
import { ApiError, msg, notFound, pgError } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { appendAudit } from '../audit';
import { ANY_LOCATION, ownLocation, tillLocation } from '../inventory';
import { holdsNow } from '../../engine/access';
import { locations, roles, shiftCashMovements, shifts, users } from '../schema';
import { figuresWire, shiftsTotals, shiftTotals } from './figures';
import { shiftReport } from './shiftReport';
import { shiftReportPdf, shiftReportPdfName } from './shiftReportPdf';
import { movementView, readableShift, shiftView, workableShift } from './shiftRows';

/** The permissions of the shift calls; the roles form offers them. */
export const SHIFTS_PERMISSIONS: string[] = Object.values(SHIFT_PERMISSIONS);

const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
const UNIQUE = '23505';
const ONE_OPEN = 'shifts_one_open_per_device_idx';

/** Two counts of the same notes and coins (a missing one is none). */
const sameCounts = (a: DenominationCounts, b: DenominationCounts) => DENOMINATIONS.every((d) => (a[`${d}`] ?? 0) === (b[`${d}`] ?? 0));

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

/**
 * The till's shifts (issue 36): open with a float counted by note and coin,
 * cash in and out (above the doer's role's limit a manager approves it), the X
 * report any time, close with a count (its figures frozen then: the Z report),
 * and a manager's approval of a difference above the shop's limit. Every write
 * is a conditional statement on the shift's state; one open shift per till is
 * the database's partial unique index.
 */
export const shiftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['shifts'];
  const db = () => app.db.db;
  const viewer = (req: { user: { sub: string; sid: string } }) => ({ userId: req.user.sub, sessionId: req.user.sid });
  const nameOf = (userId: string) => sql`(select ${users.name} from ${users} where ${users.id} = ${userId})`;

  app.post(
    '/open',
    {
      config: { auth: SHIFT_PERMISSIONS.use },
      schema: {
        tags,
        summary: 'Open a shift on a till with its float counted by note and coin',
        description:
          'One open shift per till (`device`): a second is 409 naming the open one, whatever the race (a unique index of the database). The float’s total is worked out from the counts. `location` other than one’s own needs pos:switch-location (403). ' +
          'With `id` (the till’s own id for the shift), the same call sent again answers the shift it opened (200), so a till may send it once more after a lost answer.',
        ...callRequest('POST /shifts/open'),
        response: { 200: ShiftRecord, 201: ShiftRecord, ...errorsFor(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const at = await tillLocation(db(), req.user.sub, req.body.location, hasPermission(req.user.perms, 'pos', 'switch-location'), 'location');
      const total = denominationTotal(req.body.float);
      const replay = async () => {
        if (!req.body.id) return undefined;
        const [row] = await db().select().from(shifts).where(eq(shifts.id, req.body.id));
        if (!row) return undefined;
        // The same till's and cashier's shift: sent again. Anything else holding the id is a conflict.
        if (row.deviceId !== req.body.device || row.cashierId !== req.user.sub) throw new ApiError(409, msg('shift_id_taken'));
        return row;
      };
      const first = await replay();
      if (first) return reply.code(200).send(shiftView(first));
      try {
        const row = await inTx(db(), async (tx) => {
          const [made] = await tx
            .insert(shifts)
            .values({
              ...(req.body.id ? { id: req.body.id } : {}),
              number: sql`'SH-' || lpad(nextval('shift_number_seq')::text, 6, '0')`,
              deviceId: req.body.device,
              locationId: at,
              cashierId: req.user.sub,
              cashierName: nameOf(req.user.sub),
              floatCounts: req.body.float,
              openingFloat: toTaka(total),
            })
            .returning();
          await appendAudit(tx, {
            userId: req.user.sub,
            ip: req.ip,
            resource: 'shifts',
            recordId: made.id,
            action: 'open',
            label: made.number,
            changes: [
              { field: 'device', after: made.deviceId },
              { field: 'openingFloat', after: toTaka(total) },
            ],
          });
          return made;
        });
        return reply.code(201).send(shiftView(row));
      } catch (err) {
        const info = pgError(err);
        // The same open sent twice at once: the first made it.
        const again = info?.code === UNIQUE && info.constraint === 'shifts_pkey' ? await replay() : undefined;
        if (again) return reply.code(200).send(shiftView(again));
        if (info?.code !== UNIQUE || info.constraint !== ONE_OPEN) throw err;
        const [open] = await db()
          .select({ number: shifts.number, cashier: shifts.cashierName })
          .from(shifts)
          .where(and(eq(shifts.deviceId, req.body.device), eq(shifts.status, 'open')));
        throw new ApiError(409, msg('shift_open_on_till', { number: open?.number ?? '', cashier: open?.cashier ?? '' }));
      }
    },
  );

  app.get(
    '/current',
    {
      config: { auth: SHIFT_PERMISSIONS.use },
      schema: {
        tags,
        summary: 'The till’s open shift, or null, with the shop’s rules for shifts (required; the difference limit)',
        ...callSchema('GET /shifts/current', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => {
      const [row] = await db()
        .select()
        .from(shifts)
        .where(and(eq(shifts.deviceId, req.query.device), eq(shifts.status, 'open')));
      const rules = { required: app.shop.shiftRequired, differenceLimit: app.shop.shiftDifferenceLimit };
      if (!row) return { shift: null, ...rules };
      const { reaches } = await readableShift(db(), row.id, viewer(req)).catch(() => ({ reaches: false }));
      return { shift: reaches ? shiftView(row) : null, ...rules };
    },
  );

  app.get(
    '/open-drawers',
    {
      config: { auth: 'shifts:list' },
      schema: {
        tags,
        summary: 'Every open shift the caller may see (their location’s, or all with orders:any-location), with the cash each drawer should hold now',
        ...callSchema('GET /shifts/open-drawers', 200, errorsFor(401, 403)),
      },
    },
    async (req) => {
      const open = await db()
        .select()
        .from(shifts)
        .where(and(eq(shifts.status, 'open'), sql`(${holdsNow(viewer(req), ANY_LOCATION)} or ${shifts.locationId} = ${ownLocation(viewer(req))})`))
        .orderBy(shifts.openedAt);
      // Every drawer's figures in one statement: the card is read each minute by every dashboard open.
      const figures = await shiftsTotals(
        db(),
        open.map((s) => s.id),
      );
      return {
        drawers: open.flatMap((s) => {
          const totals = figures.get(s.id);
          return totals ? [{ shift: shiftView(s), figures: figuresWire(totals) }] : [];
        }),
      };
    },
  );

  app.get(
    '/:id/report',
    {
      config: { auth: SHIFT_PERMISSIONS.use },
      schema: {
        tags,
        summary: 'The shift’s figures: the X report while it is open (worked out now), the Z report once closed (frozen at close)',
        description:
          'Sales and refunds by payment method, cash tendered and change given, cash refunds, cash in and out (and those awaiting a manager, apart), expected cash = float + cash tendered − change given − cash refunds + cash in − cash out; once closed, the count and the difference. Another location’s shift is 404.',
        params: IdParams,
        ...callSchema('GET /shifts/{id}/report', 200, errorsFor(401, 403, 404)),
      },
    },
    async (req) => shiftReport(db(), req.params.id, viewer(req)),
  );

  app.get(
    '/:id/report/pdf',
    {
      config: { auth: SHIFT_PERMISSIONS.use },
      schema: {
        tags,
        summary: 'The X or Z report printed: an 80 mm PDF for the till’s printer, in English or Bangla (X-REPORT_{number}_{timestamp}.pdf, Z-REPORT_…)',
        params: IdParams,
        ...callRequest('GET /shifts/{id}/report/pdf'),
        response: { 200: pdfAnswer('The report, as an attachment'), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const report = await shiftReport(db(), req.params.id, viewer(req));
      const [place] = await db().select({ name: locations.name }).from(locations).where(eq(locations.id, report.shift.location));
      const doc = await shiftReportPdf(report, {
        language: req.query.language ?? 'en',
        shopName: app.shop.shopName,
        locationName: place?.name ?? '',
        currencySymbol: app.shop.currencySymbol,
        timeZone: app.shop.timeZone,
      });
      const stamp = formatDateTime(new Date(), app.shop.timeZone).replace(/[-: ]/g, '').slice(0, 12);
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${shiftReportPdfName(report, stamp)}"`);
      return reply.send(doc);
    },
  );

  app.post(
    '/:id/cash',
    {
      config: { auth: SHIFT_PERMISSIONS.use },
      schema: {
        tags,
        summary: 'Put cash into the drawer or take it out, with a reason',
        description:
          'Above the amount the doer’s role may move alone (the role’s cash movement limit; none for a role holding `*` or shifts:approve) it is kept `pending` and counts in the drawer only once a manager approves it (POST shifts/cash/{id}/decision). A closed shift is 409.',
        params: IdParams,
        ...callSchema('POST /shifts/{id}/cash', 201, errorsFor(400, 401, 403, 404, 409)),
      },
    },
    async (req, reply) => {
      const shift = await workableShift(db(), req.params.id, viewer(req), req.user.perms);
      const amount = toPoisha(req.body.amount);
      const [approver, approve] = SHIFT_PERMISSIONS.approve.split(':');
      const unlimited = hasPermission(req.user.perms, approver, approve);
      const [cap] = unlimited
        ? [undefined]
        : await db().select({ cap: roles.cashMovementCap }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, req.user.sub));
      const limit = cap?.cap === null || cap?.cap === undefined ? null : toPoisha(cap.cap);
      const approval = limit !== null && amount > limit ? 'pending' : 'none';
      const row = await inTx(db(), async (tx) => {
        // Written only while the shift is open, under a share lock on it: a close waits for it, and counts it.
        const rows = await queryRows<{ id: string }>(
          tx,
          sql`insert into ${shiftCashMovements} (shift_id, kind, amount, reason, user_id, user_name, approval)
              select s.id, ${req.body.kind}, ${toTaka(amount)}, ${req.body.reason.trim()}, ${req.user.sub}, ${nameOf(req.user.sub)}, ${approval}
              from ${shifts} s where s.id = ${shift.id} and s.status = 'open' for share
              returning id`,
        );
        if (rows.length === 0) throw new ApiError(409, msg('shift_already_closed'));
        const [made] = await tx.select().from(shiftCashMovements).where(eq(shiftCashMovements.id, rows[0].id));
        await appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'shifts',
          recordId: shift.id,
          action: `cash-${made.kind}`,
          label: shift.number,
          changes: [
            { field: 'amount', after: toTaka(amount) },
            { field: 'reason', after: made.reason },
            { field: 'approval', after: made.approval },
          ],
        });
        return made;
      });
      return reply.code(201).send(movementView(row));
    },
  );

  app.post(
    '/cash/:id/decision',
    {
      config: { auth: SHIFT_PERMISSIONS.approve },
      schema: {
        tags,
        summary: 'A manager approves or rejects a cash movement that waits for one',
        description:
          'Only a `pending` movement of an open shift at the manager’s location (or any, with orders:any-location); else 409. Approved, it counts in the drawer’s expected cash; rejected, nowhere.',
        params: IdParams,
        ...callSchema('POST /shifts/cash/{id}/decision', 200, errorsFor(400, 401, 403, 404, 409)),
      },
    },
    async (req) => {
      if (!isUuid(req.params.id)) throw notFound('Cash movement');
      const [found] = await db().select({ shiftId: shiftCashMovements.shiftId }).from(shiftCashMovements).where(eq(shiftCashMovements.id, req.params.id));
      if (!found) throw notFound('Cash movement');
      await readableShift(db(), found.shiftId, viewer(req));
      const decision = req.body.approve ? 'approved' : 'rejected';
      const row = await inTx(db(), async (tx) => {
        const rows = await queryRows<{ id: string }>(
          tx,
          sql`update ${shiftCashMovements} m
              set approval = ${decision}, approved_by = ${req.user.sub},
                  approved_by_name = ${nameOf(req.user.sub)}, approved_at = now(), updated_at = now()
              where m.id = ${req.params.id} and m.approval = 'pending'
                and exists (select 1 from ${shifts} s where s.id = m.shift_id and s.status = 'open' for share)
              returning m.id`,
        );
        if (rows.length === 0) throw new ApiError(409, msg('shift_nothing_pending'));
        const [decided] = await tx.select().from(shiftCashMovements).where(eq(shiftCashMovements.id, req.params.id));
        await appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'shifts',
          recordId: decided.shiftId,
          action: decision === 'approved' ? 'approve' : 'reject',
          label: `cash-${decided.kind} ${toTaka(toPoisha(decided.amount))}`,
          changes: [{ field: 'approval', before: 'pending', after: decision }],
        });
        return decided;
      });
      return movementView(row);
    },
  );

  app.post(
    '/:id/close',
    {
      config: { auth: SHIFT_PERMISSIONS.use },
      schema: {
        tags,
        summary: 'Close the shift with the count of the drawer: its figures are frozen (the Z report)',
        description:
          'Refused (409) while the till holds sales of this shift made offline and not yet sent (`offlineWaiting`, named in the answer: the count would leave them out), and while a cash movement awaits a manager. ' +
          'The difference is counted − expected (negative: short); above the shop’s limit (settings `shiftDifferenceLimit`) it waits for a manager’s approval with a note.',
        params: IdParams,
        ...callSchema('POST /shifts/{id}/close', 200, errorsFor(400, 401, 403, 404, 409)),
      },
    },
    async (req) => {
      const shift = await workableShift(db(), req.params.id, viewer(req), req.user.perms);
      const waiting = req.body.offlineWaiting ?? [];
      if (waiting.length > 0) throw new ApiError(409, msg('shift_offline_waiting', { numbers: waiting.join(', ') }));
      const counted = denominationTotal(req.body.counted);
      const limit = toPoisha(app.shop.shiftDifferenceLimit);
      const closed = await inTx(db(), async (tx) => {
        // The row lock first: a sale writing into this shift holds a share lock on it to its commit, so the close waits
        // for it, and the figures (read by the next statement, which sees every commit before it) include it.
        const [locked] = await queryRows<{ status: string; pending: number }>(
          tx,
          sql`select s.status, (select count(*)::int from ${shiftCashMovements} m where m.shift_id = s.id and m.approval = 'pending') as pending
              from ${shifts} s where s.id = ${shift.id} for update`,
        );
        if (locked.status !== 'open') return undefined;
        if (locked.pending > 0) throw new ApiError(409, msg('shift_movements_pending', { count: locked.pending }));
        const totals = await shiftTotals(tx, shift.id);
        if (!totals) throw notFound('Shift');
        const difference = poisha(counted - totals.expectedCash);
        const [row] = await tx
          .update(shifts)
          .set({
            status: 'closed',
            closedAt: sql`now()`,
            countedCounts: req.body.counted,
            countedCash: toTaka(counted),
            countedBy: req.user.sub,
            countedByName: nameOf(req.user.sub),
            expectedCash: toTaka(totals.expectedCash),
            difference: toTaka(difference),
            figures: totals,
            differenceApproval: Math.abs(difference) > limit ? 'pending' : 'none',
            updatedAt: sql`now()`,
          })
          .where(and(eq(shifts.id, shift.id), eq(shifts.status, 'open')))
          .returning();
        if (!row) throw new ApiError(409, msg('shift_already_closed'));
        await appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'shifts',
          recordId: row.id,
          action: 'close',
          label: row.number,
          changes: [
            { field: 'expectedCash', after: toTaka(totals.expectedCash) },
            { field: 'countedCash', after: toTaka(counted) },
            { field: 'difference', after: toTaka(difference) },
          ],
        });
        return row;
      });
      if (closed) return shiftView(closed);
      // Closed already: the same count by the same person sent again (a lost answer) is answered as it was; anything else is 409.
      const [done] = await db().select().from(shifts).where(eq(shifts.id, shift.id));
      if (done.countedBy !== req.user.sub || !sameCounts(done.countedCounts ?? {}, req.body.counted)) throw new ApiError(409, msg('shift_already_closed'));
      return shiftView(done);
    },
  );

  app.post(
    '/:id/approve',
    {
      config: { auth: SHIFT_PERMISSIONS.approve },
      schema: {
        tags,
        summary: 'A manager approves a closed shift’s cash difference above the shop’s limit, with a note',
        description: 'Only a difference that waits (`differenceApproval: pending`); else 409. The figures stay as frozen at close.',
        params: IdParams,
        ...callSchema('POST /shifts/{id}/approve', 200, errorsFor(400, 401, 403, 404, 409)),
      },
    },
    async (req) => {
      const { shift } = await readableShift(db(), req.params.id, viewer(req));
      const row = await inTx(db(), async (tx) => {
        const [updated] = await tx
          .update(shifts)
          .set({
            differenceApproval: 'approved',
            approvedBy: req.user.sub,
            approvedByName: nameOf(req.user.sub),
            approvedAt: sql`now()`,
            approvalNote: req.body.note.trim(),
            updatedAt: sql`now()`,
          })
          .where(and(eq(shifts.id, shift.id), eq(shifts.differenceApproval, 'pending')))
          .returning();
        if (!updated) throw new ApiError(409, msg('shift_nothing_pending'));
        await appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'shifts',
          recordId: updated.id,
          action: 'approve',
          label: updated.number,
          changes: [{ field: 'approvalNote', after: updated.approvalNote }],
        });
        return updated;
      });
      return shiftView(row);
    },
  );
};
