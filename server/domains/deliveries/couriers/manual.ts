import type { BookingResult, Courier, Parcel } from './types';

/**
 * The shop's own rider, or a courier booked on its website (the default):
 * booking hands the parcel over as it is, staff type the tracking code and
 * move the status on the delivery by hand. Nothing leaves the server.
 */
export const manualCourier: Courier = {
  name: 'manual',
  bulkLimit: Number.POSITIVE_INFINITY,
  async book(parcels: Parcel[]): Promise<BookingResult[]> {
    return parcels.map(() => ({ ok: true, consignmentId: null, trackingCode: null, courierStatus: null, status: 'booked' }));
  },
};
