import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatDateTime } from '../../../common/dates';
import { COURIER_LABELS } from '../../../common/deliveryStatus';
import {
  AreaMapAnswer,
  AreaMapRequest,
  AreaPlaces,
  AreaPlacesQuery,
  AreasRefreshAnswer,
  UnmappedAnswer,
  UnmappedQuery,
  BookAnswer,
  BookRequest,
  CourierList,
  WebhookAnswer,
  WebhookBody,
  WebhookParams,
  WebhookQuery,
  DeliveryAnswer,
  DeliveryParams,
  DeliveryStatusChange,
  LabelsRequest,
} from '../../../common/wire/deliveries';
import { errorsFor } from '../../engine/errorSchema';
import type { Couriers } from './couriers';
import { bookOrders } from './booking';
import { quoteOrders } from './quotes/quoteOrders';
import { QuoteAnswer, QuoteRequest } from '../../../common/wire/courierQuotes';
import { receiveWebhook } from './webhook';
import { parcelLabelsFor, parcelLabelsPdf } from './labelsPdf';
import { changeDeliveryStatus, refreshStatus } from './statusChange';
import { queueAreasRead } from './areas/job';
import { setStaffMapping, unmappedPlaces } from './areas/staff';
import { courierPlaces } from './areas/places';

const tags = ['deliveries'];

/** A file answered as an attachment. */
const file = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } });

export interface DeliveryRouteOptions {
  couriers: Couriers;
}

/**
 * What is not generic about deliveries (issue 22): booking orders with a
 * courier, moving a delivery's status, asking the courier, and the parcel
 * labels. The list, show, edit and export are the engine's
 * (server/domains/deliveries/resources/deliveries.ts). Registered under /api/deliveries, before
 * the engine's routes of the same prefix.
 */
export const deliveryRoutes: FastifyPluginAsyncTypebox<DeliveryRouteOptions> = async (app, { couriers }) => {
  const db = () => app.db.db;
  const actor = (req: { user: { sub: string }; ip: string }) => ({ userId: req.user.sub, ip: req.ip });

  app.get(
    '/couriers',
    {
      config: { auth: 'deliveries:create' },
      schema: {
        tags,
        summary: 'The couriers this server can book with: the manual one always, Steadfast when its keys are set',
        response: { 200: CourierList, ...errorsFor(401, 403) },
      },
    },
    async () => [...couriers.keys()].map((name) => ({ name, label: COURIER_LABELS[name] })),
  );

  app.post(
    '/book',
    {
      config: { auth: 'deliveries:create' },
      schema: {
        tags,
        summary: 'Book orders with a courier (one, or many from the orders list): each order booked or refused on its own',
        description:
          'Always 200 when the request is well formed: each order’s outcome is in `results`, in the order asked. An order without a delivery address or mobile number, ' +
          'one not still to deliver (cancelled, delivered, completed) or one that already has a live delivery is refused with its reason (`code`); one the courier refuses ' +
          'keeps a pending delivery with the courier’s reason in `booking_error`, and booking it again retries. The amount to collect is what is still due on the order. ' +
          'A courier that is not configured on the server is 409.',
        body: BookRequest,
        response: { 200: BookAnswer, ...errorsFor(400, 401, 403, 409) },
      },
    },
    async (req) => bookOrders(db(), couriers, req.body.orders, req.body.courier ?? 'manual', req.body.note, actor(req)),
  );

  app.post(
    '/quotes',
    {
      config: { auth: 'deliveries:create' },
      schema: {
        tags,
        summary: 'Each configured courier’s price to each order’s address, the shop’s delivered rate with it there, and the courier the owner’s rule suggests',
        description:
          'Pathao and RedX are asked their own price (with the mapping of the address’s thana or district; without one the courier is not reachable and says why); ' +
          'Steadfast, which has no price call, is priced by the shop’s rate card in Settings; the manual courier is listed unpriced. ' +
          'The delivered rate counts the shop’s parcels with the courier to the district over the last 90 days. A courier that fails to answer is a note on its row, ' +
          'never an error of the call. The suggestion follows Settings → Courier choice (common/courierPick.ts).',
        body: QuoteRequest,
        response: { 200: QuoteAnswer, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => quoteOrders(db(), couriers, req.body.orders, app.shop),
  );

  app.post(
    '/courier-areas/refresh',
    {
      config: { auth: 'deliveries:edit' },
      schema: {
        tags,
        summary: 'Read the couriers’ area lists again (Pathao’s cities and zones, RedX’s areas) and match our districts and thanas to them',
        description:
          'Queues the `courier-areas` job and answers 202 at once: Pathao answers 60 calls a minute, so its zones take minutes. Mappings staff made are kept; ' +
          'the others are matched by name again.',
        response: { 202: AreasRefreshAnswer, ...errorsFor(401, 403) },
      },
    },
    async (_req, reply) => reply.code(202).send({ job: await queueAreasRead(app, new Date()) }),
  );

  app.put(
    '/courier-areas/map',
    {
      config: { auth: 'deliveries:edit' },
      schema: {
        tags,
        summary: 'Map one of our districts (or a thana of it) to a courier’s places, chosen from its lists as read; later reads keep it',
        description:
          'The ids must be in the courier’s list as last read (a Pathao zone in its city, an area in its zone), else 400 naming the field. ' +
          'Booking with the courier then sends these ids for addresses in that thana (or, for a district without a thana, in any of its thanas without a mapping of their own).',
        body: AreaMapRequest,
        response: { 200: AreaMapAnswer, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => setStaffMapping(db(), req.body, req.user.sub),
  );

  app.get(
    '/courier-areas/unmapped',
    {
      config: { auth: 'deliveries:list' },
      schema: {
        tags,
        summary: 'Our districts and thanas a courier has no mapping for: addresses there cannot be booked with it until staff map them',
        querystring: UnmappedQuery,
        response: { 200: UnmappedAnswer, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => unmappedPlaces(db(), req.query.courier),
  );

  app.get(
    '/courier-areas/places',
    {
      config: { auth: 'deliveries:list' },
      schema: {
        tags,
        summary:
          'One level of a courier’s area list as last read (Pathao’s cities, a city’s zones, a zone’s areas; RedX’s areas), by name, for staff’s mapping',
        description: 'Pathao’s zones need the city’s id as `parent`, its areas the zone’s (else 400); RedX has areas only, so its cities and zones are none.',
        querystring: AreaPlacesQuery,
        response: { 200: AreaPlaces, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => courierPlaces(db(), req.query),
  );

  app.post(
    '/:id/status',
    {
      config: { auth: 'deliveries:edit' },
      schema: {
        tags,
        summary: 'Move a delivery’s status; the order moves with it in the same transaction',
        description:
          'booked, picked up or in transit: the order is out for delivery; delivered: the order is delivered and completed (collected = the amount to collect unless told); ' +
          'partly delivered: the order is delivered; returned: the order is cancelled and its stock goes back, once. A move the status model does not allow is 409; ' +
          'a courier with an API moves its own deliveries (only cancelling is by hand). The same status again changes nothing.',
        params: DeliveryParams,
        body: DeliveryStatusChange,
        response: { 200: DeliveryAnswer, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => changeDeliveryStatus(db(), req.params.id, req.body.status, req.body.collected, actor(req)),
  );

  app.post(
    '/:id/refresh',
    {
      config: { auth: 'deliveries:edit' },
      schema: {
        tags,
        summary: 'Ask the delivery’s courier where the parcel stands and apply its answer (its word is kept beside ours)',
        description: 'A manual delivery, or one without a consignment id, is 409; so is a courier that does not answer (with its reason).',
        params: DeliveryParams,
        response: { 200: DeliveryAnswer, ...errorsFor(401, 403, 404, 409) },
      },
    },
    async (req) => refreshStatus(db(), couriers, req.params.id, actor(req)),
  );

  app.post(
    '/webhooks/:courier',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'A courier’s status push (Steadfast: Authorization: Bearer STEADFAST_WEBHOOK_TOKEN; Pathao: X-PATHAO-Signature, answered 202; RedX: ?token=): applied once per event',
        description:
          'The courier’s secret header is checked first (401 when missing or wrong; 404 for a courier that pushes nothing or has no secret set). ' +
          'The event is recorded under its key in the same transaction that applies it, so a repeat answers 200 and changes nothing. An unknown consignment is 404. ' +
          'A courier whose push cannot prove its sender (Pathao: one secret for every merchant; RedX: its credential in the URL) only signals: the push moves nothing, and a job asks the courier’s API where the parcel stands.',
        security: [],
        params: WebhookParams,
        querystring: WebhookQuery,
        body: WebhookBody,
        response: { 200: WebhookAnswer, 202: WebhookAnswer, ...errorsFor(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const received = await receiveWebhook(db(), couriers, req.params.courier, { headers: req.headers, body: req.body, query: req.query });
      // A signal queued a status refresh: the worker starts it now rather than at its next poll.
      app.jobs.wake();
      return reply.code(received.reply.status).headers(received.reply.headers).send(received.answer);
    },
  );

  app.post(
    '/labels',
    {
      config: { auth: 'deliveries:export' },
      schema: {
        tags,
        summary: 'Parcel labels for the chosen booked deliveries as one PDF: four A6 labels on an A4 sheet',
        description: 'Deliveries not booked (pending, delivered, returned, cancelled) get no label; when none of them is booked, 400.',
        body: LabelsRequest,
        response: {
          200: file('application/pdf', 'parcel_labels_{yyyymmddHHMM}.pdf'),
          ...errorsFor(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const labels = await parcelLabelsFor(db(), req.body.ids);
      const pdf = await parcelLabelsPdf(labels, app.shop.shopName, app.shop.currencySymbol);
      const stamp = formatDateTime(new Date(), app.shop.timeZone).replace(/[-: ]/g, '').slice(0, 12);
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="parcel_labels_${stamp}.pdf"`).send(pdf);
    },
  );
};
