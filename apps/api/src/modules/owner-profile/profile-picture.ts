import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { messages, PICTURE_MAX_BYTES, type TPictureMimeType } from '@harborstay/contracts';
import { badRequest } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';

/** A decoded photo, checked by its first bytes rather than by what the client claimed. */
export type Picture = { bytes: Buffer; mimeType: TPictureMimeType };

const EXTENSIONS: Record<TPictureMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const MIME_BY_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([mime, extension]) => [extension, mime]),
) as Record<string, TPictureMimeType>;

/** Folder under the uploads root; never inside the served web root. */
const FOLDER = 'profile-pictures';

function sniffMimeType(bytes: Buffer): TPictureMimeType | undefined {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/**
 * Decodes a data URL the shared schema has already shaped (PNG, JPEG or WebP in base64), and
 * refuses it unless its bytes really are that kind of image and within the size limit.
 */
export function decodePicture(dataUrl: string): Picture {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,(.*)$/s.exec(dataUrl);
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  if (bytes.length > PICTURE_MAX_BYTES) throw badRequest({ picture: [messages.pictureTooLarge] });
  const mimeType = sniffMimeType(bytes);
  if (!match || !mimeType || mimeType !== match[1]) throw badRequest({ picture: [messages.pictureType] });
  return { bytes, mimeType };
}

/** Writes the photo under a new random name (so a replaced photo is never served from a cache). */
export async function storePicture(storage: FileStorage, userId: number, picture: Picture) {
  const key = `${FOLDER}/${userId}-${randomBytes(8).toString('hex')}.${EXTENSIONS[picture.mimeType]}`;
  await storage.put(key, picture.bytes, { contentType: picture.mimeType });
  return key;
}

/** The stored photo as a data URL; null when the file has gone missing. */
export async function readPictureDataUrl(storage: FileStorage, key: string): Promise<string | null> {
  const mimeType = MIME_BY_EXTENSION[key.split('.').pop() ?? ''];
  if (!mimeType) return null;
  try {
    const file = await storage.get(key);
    if (!file) return null;
    return `data:${mimeType};base64,${(await buffer(file.body)).toString('base64')}`;
  } catch {
    return null;
  }
}

export async function removePicture(storage: FileStorage, key: string) {
  await storage.remove(key);
}
