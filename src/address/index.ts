export { PlacePicker } from './PlacePicker';
export { useAddressText, type ShownAddress } from './addressText';
export type { PlaceIds } from './placeName';
