import type { RenderOptions } from 'bwip-js/node';

/** bwip-js (2 MB of source) is loaded with the first barcode drawn, not at start (issue 40). */
let bwip: Promise<typeof import('bwip-js/node')> | undefined;

/** A barcode as a PNG image. */
export async function barcodePng(options: RenderOptions): Promise<Buffer> {
  bwip ??= import('bwip-js/node');
  return (await bwip).toBuffer(options);
}
