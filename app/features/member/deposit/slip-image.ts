/**
 * A payment slip as the platform takes it (MCSFE_uploadDepositEncodedImage): a JPEG data URL, at most
 * 720 px on its longer side at quality 0.6, as the platform's own client sends it. The photo is drawn
 * onto a canvas and re-encoded; where the browser cannot draw it (no canvas), a JPEG is sent as it is
 * and anything else is refused, so the platform is never sent an image type it does not take.
 */
import { isJpegDataUrl, SLIP_IMAGE_MAX_SIDE, SLIP_JPEG_QUALITY } from '../../../api/deposit.contract.ts';

export class SlipImageError extends Error {
  override readonly name = 'SlipImageError';
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new SlipImageError('The image could not be read', { cause: reader.error }));
    reader.readAsDataURL(file);
  });
}

/** The longer side scaled down to `max`, never up. */
export function fitWithin(width: number, height: number, max = SLIP_IMAGE_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function drawAsJpeg(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext?.('2d');
  if (!context) return null;
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    canvas.width = size.width;
    canvas.height = size.height;
    // A transparent PNG gets a white page rather than JPEG's black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
  } finally {
    bitmap.close();
  }
  const url = canvas.toDataURL('image/jpeg', SLIP_JPEG_QUALITY);
  return isJpegDataUrl(url) ? url : null;
}

export async function slipImageDataUrl(file: File): Promise<string> {
  const drawn = await drawAsJpeg(file).catch(() => null);
  if (drawn) return drawn;
  if (file.type === 'image/jpeg') {
    const url = await readAsDataUrl(file);
    if (isJpegDataUrl(url)) return url;
  }
  throw new SlipImageError('The image could not be converted');
}
