import { messages, PICTURE_MAX_BYTES, PICTURE_MAX_PX } from '@harborstay/contracts';

/** A photo the owner picked could not be used; the message is for the owner. */
export class PhotoError extends Error {}

/** Decoded bytes of a base64 data URL, without decoding it. */
const dataUrlBytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

function readAsDataUrl(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoError(messages.pictureType));
    reader.readAsDataURL(file);
  });
}

function decode(dataUrl: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new PhotoError(messages.pictureType));
    image.src = dataUrl;
  });
}

/**
 * Reads the chosen image locally (nothing leaves the browser before Save) and scales it to at
 * most 512px on its longer side. A PNG stays a PNG when that is small enough; anything else, or
 * a PNG too big, becomes a JPEG on white at the best quality that fits 300 KB.
 */
export async function resizePhoto(file: File): Promise<string> {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) throw new PhotoError(messages.pictureType);
  const image = await decode(await readAsDataUrl(file));
  const scale = Math.min(1, PICTURE_MAX_PX / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError(messages.pictureType);

  if (file.type === 'image/png') {
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = canvas.toDataURL('image/png');
    if (dataUrlBytes(png) <= PICTURE_MAX_BYTES) return png;
  }
  // JPEG has no transparency: paint white under the photo.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  for (const quality of [0.9, 0.8, 0.7, 0.6, 0.5, 0.4]) {
    const jpeg = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(jpeg) <= PICTURE_MAX_BYTES) return jpeg;
  }
  throw new PhotoError(messages.pictureTooLarge);
}
