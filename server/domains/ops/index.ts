export { addressList, plainAddress } from './metrics';
