/** What other domains may use of inventory (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { documentNumber } from './documentNumber';
export { itemKey, moveStock, reconcileStock, refuseShort, stockAt, stockStatement } from './ledger';
export type { StockChange } from './ledger';
export { ANY_LOCATION, atLocations, mainLocation, ownLocation, tillLocation } from './locations';
export { itemLinesField } from './resources/itemLines';
export { stockAtLocation } from './stockAtLocation';
