/**
 * A Code 128 reader for the tests: it reads the bars of an SVG as bwip-js
 * draws them (each bar a vertical stroke centred on its x) the way a scanner
 * would, from the standard's table of widths, so a receipt's barcode is
 * checked against the standard and not against the library that drew it.
 */

/** Each value's bar and space widths in modules (bar first), 0–105; 106 is the stop. */
// prettier-ignore
const WIDTHS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

export interface Read {
  text: string;
  /** The white before the first bar and after the last, in modules (the standard asks for 10 each side). */
  quiet: [number, number];
}

/** Reads the SVG's barcode; throws where a scanner would fail (an unknown pattern, a wrong check symbol). */
export function readCode128(svg: string, moduleWidth: number): Read {
  const width = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1]);
  const bars = [...svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)]
    .flatMap(([, w, d]) => [...d.matchAll(/M([\d.]+) /g)].map(([, x]) => ({ left: Number(x) - Number(w) / 2, width: Number(w) })))
    .sort((a, b) => a.left - b.left);
  const modules = (px: number) => Math.round(px / moduleWidth);
  const widths = bars.flatMap((bar, i) => {
    const next = bars[i + 1];
    return next ? [modules(bar.width), modules(next.left - bar.left - bar.width)] : [modules(bar.width)];
  });
  const values: number[] = [];
  for (let at = 0; at < widths.length; at += 6) {
    const pattern = widths.slice(at, values.length > 0 && at + 7 === widths.length ? at + 7 : at + 6).join('');
    const value = WIDTHS.indexOf(pattern);
    if (value < 0) throw new Error(`No Code 128 symbol has the widths ${pattern}`);
    values.push(value);
    if (value === STOP) break;
  }
  const [start, ...rest] = values;
  const body = rest.slice(0, -2);
  const check = rest[rest.length - 2];
  if (rest[rest.length - 1] !== STOP) throw new Error('No stop symbol');
  if ((start + body.reduce((sum, v, i) => sum + v * (i + 1), 0)) % 103 !== check) throw new Error('The check symbol does not match');
  let set = start === START_C ? 'C' : start === START_B ? 'B' : 'A';
  let text = '';
  for (const v of body) {
    if (v === CODE_C && set !== 'C') set = 'C';
    else if (v === CODE_B && set !== 'B') set = 'B';
    else if (set === 'C') text += String(v).padStart(2, '0');
    else if (set === 'B') text += String.fromCharCode(v + 32);
    else throw new Error('Code set A is not read here');
  }
  const last = bars[bars.length - 1];
  return { text, quiet: [modules(bars[0].left), modules(width - last.left - last.width)] };
}
