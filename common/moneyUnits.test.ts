import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money changes unit in one place (issue 35): common/money.ts turns taka into
 * poisha and back and formats poisha for people. A `/ 100` or `* 100` anywhere
 * else is a second converter that can disagree with it, so this test fails
 * naming each file:line that has one, outside the few that are not money.
 */

/** The repository: vitest runs from it. */
const ROOT = process.cwd();
const DIRS = ['src', 'common', 'server'];
/** `/ 100`, `* 100`, `/100`, `*100`, `100.0` (SQL's numeric division). */
const HUNDRED = /[/*]\s?100\b|\b100\.0/;

/** Not money, each with why; a line is allowed when its file matches and it contains `text` (or any line, without `text`). */
const ALLOWED: { file: string; text?: string; why: string }[] = [
  { file: 'common/money.ts', why: 'the one converter and formatter' },
  { file: 'src/builder/styles/css.ts', text: 'style.opacity / 100', why: 'CSS opacity, a percent' },
  { file: 'src/builder/blocks/mediaBlocks.tsx', text: 'overlayOpacity / 100', why: 'CSS opacity, a percent' },
  { file: 'common/fraudRisk.ts', text: '* 100', why: "share of a customer's orders returned or cancelled, a percent" },
  { file: 'common/courierPick.ts', text: 'rate.delivered * 100', why: "share of a courier's parcels delivered, a percent" },
  { file: 'server/domains/fraud/historySql.ts', text: '* 100 >= s.fraud_', why: 'the same fraud percentages in SQL' },
  { file: 'server/seed/bulkOrders.ts', why: 'benchmark seed written as SQL text: poisha columns turned to numeric(…,2) in the database' },
  { file: 'server/seed/bulkProducts.ts', text: "'p.n * 100 + v'", why: 'a barcode number, not money' },
  { file: 'server/seed/demo.ts', text: 'rand() * 100', why: 'a random number in a demo email address' },
  { file: 'server/engine/export/pdf.ts', text: 'Math.round(n * 100) / 100', why: 'PDF coordinates to two decimals' },
  { file: 'server/domains/reports/reports.ts', text: 'Math.round(perDay * 100) / 100', why: 'units sold per day, not money' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || path === join('server', 'test') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The line without a trailing `// comment`, or '' for a line of a block comment. */
function code(line: string): string {
  const t = line.trim();
  if (t.startsWith('*') || t.startsWith('/*') || t.startsWith('//')) return '';
  const at = line.search(/\s\/\/\s/);
  return at >= 0 ? line.slice(0, at) : line;
}

export function moneyUnitChanges(): string[] {
  const found: string[] = [];
  for (const file of DIRS.flatMap(sourceFiles)) {
    const name = file.split('\\').join('/');
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const c = code(line);
        if (!HUNDRED.test(c)) return;
        if (ALLOWED.some((a) => a.file === name && (a.text === undefined || c.includes(a.text)))) return;
        found.push(`${name}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('money changes unit only in common/money.ts', () => {
  it('has no `/ 100` or `* 100` on money anywhere else', () => {
    expect(moneyUnitChanges()).toEqual([]);
  });

  it('reads every stored or validated amount with toPoisha, never `parseTaka(…) ?? ZERO`, which would read a bad figure as nothing', () => {
    const silent = DIRS.flatMap(sourceFiles).flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/parseTaka\(.*\) \?\? (ZERO|0)\b/.test(code(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(silent).toEqual([]);
  });

  it('every allowed line is still there (a stale entry would hide a new one)', () => {
    for (const a of ALLOWED) {
      const text = readFileSync(join(ROOT, a.file), 'utf8');
      expect(a.text === undefined || text.includes(a.text), `${a.file}: ${a.text}`).toBe(true);
    }
  });
});
