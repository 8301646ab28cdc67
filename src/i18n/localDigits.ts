type Substitute = (expression: string, argument: string) => unknown;

/**
 * Polyglot's `replace` option (how `%{name}` is filled in): a number put into
 * a Bangla message is written in Bangla digits, so a screen does not mix
 * "১৭" and "17" ("১৭টি ফলাফল", "পাতা ১ / ২", "গত ৩০ দিন"). Only numbers are
 * changed; text (a name, a SKU) goes in as it was typed. `localeOf` is read
 * at each call because react-admin switches the locale after start.
 */
const BANGLA_NUMBER = new Intl.NumberFormat('bn-BD', { useGrouping: false, maximumFractionDigits: 20 });

export function localDigitsReplace(localeOf: () => string) {
  return function replace(this: string, pattern: RegExp, substitute: Substitute): string {
    return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
      const value = substitute(expression, argument);
      return localeOf() === 'bn' && typeof value === 'number' ? BANGLA_NUMBER.format(value) : String(value);
    });
  };
}
