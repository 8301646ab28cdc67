export { PlacePicker } from './PlacePicker';
export type { PlaceIds } from './placeName';
