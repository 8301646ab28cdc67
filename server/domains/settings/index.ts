/** What other domains may use of settings (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { printedShop, readSettings } from './view';
export { envValues, type CourierCredentialState, type CourierCredentialStates } from './courierSettings';
export { credentialChangesOf, credentialStatusOf, mergedCredentials, missingCredential } from './credentialChanges';
