import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages, PICTURE_MAX_BYTES, type TPictureMimeType } from '@harborstay/contracts';
import { badRequest } from '../../errors';

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

function resolveInside(uploadsDir: string, relativePath: string) {
  const root = path.resolve(uploadsDir);
  const target = path.resolve(root, relativePath);
  if (!target.startsWith(root + path.sep)) throw new Error(`picture path outside the uploads folder`);
  return target;
}

/** Writes the photo under a new random name (so a replaced photo is never served from a cache). */
export async function storePicture(uploadsDir: string, userId: number, picture: Picture) {
  const relativePath = `${FOLDER}/${userId}-${randomBytes(8).toString('hex')}.${EXTENSIONS[picture.mimeType]}`;
  const target = resolveInside(uploadsDir, relativePath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, picture.bytes, { mode: 0o600 });
  return relativePath;
}

/** The stored photo as a data URL; null when the file has gone missing. */
export async function readPictureDataUrl(uploadsDir: string, relativePath: string): Promise<string | null> {
  const mimeType = MIME_BY_EXTENSION[path.extname(relativePath).slice(1)];
  if (!mimeType) return null;
  try {
    const bytes = await readFile(resolveInside(uploadsDir, relativePath));
    return `data:${mimeType};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}

export async function removePicture(uploadsDir: string, relativePath: string) {
  await rm(resolveInside(uploadsDir, relativePath), { force: true });
}
