import { lazyPart, registerPage } from '../../engine/parts';

/** The Fraud Checker: a screen of its own (no records to list; see FraudCheckerPage). */
export function registerFraudParts(): void {
  registerPage(
    'fraud-checker',
    'list',
    lazyPart(() => import('./FraudCheckerPage'), 'FraudCheckerPage'),
  );
}
