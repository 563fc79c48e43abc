// Pictures (profiles, experts, columns) arrive as data: URLs. The type is decided by the file's first bytes (magic
// numbers), never by the declared type, and the file is stored under a random name.
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_BYTES, MAX_IMAGE_DATA_URL_LENGTH } from '@hiroba/contract';
import { badRequest } from './http-errors';

/** The body limit of a call that carries a picture: a 2 MB picture is about 2.8 MB as base64. */
export const IMAGE_BODY_LIMIT = MAX_IMAGE_DATA_URL_LENGTH + 64 * 1024;
export const UPLOADS_URL_PREFIX = '/uploads/';
/** A stored picture's URL path, as saveImageDataUrl makes them. */
export const UPLOADED_PICTURE = /^\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)$/;

type ImageKind = 'png' | 'jpg' | 'webp';

function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Checks and stores the picture; returns its URL path (/uploads/<random>.<ext>). */
export async function saveImageDataUrl(uploadsDir: string, dataUrl: string, field: string): Promise<string> {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw badRequest(field, '画像を読み込めませんでした。PNG・JPEG・WebP の画像を選んでください。');
  const bytes = Buffer.from(match[3], 'base64');
  if (bytes.length === 0) throw badRequest(field, '画像を読み込めませんでした。PNG・JPEG・WebP の画像を選んでください。');
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest(field, '画像は2MB以下のものを選んでください。');
  const kind = detectImage(bytes);
  if (!kind) throw badRequest(field, 'PNG・JPEG・WebP の画像を選んでください。');
  await mkdir(uploadsDir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await writeFile(path.join(uploadsDir, name), bytes);
  return UPLOADS_URL_PREFIX + name;
}

/** Removes a picture stored by saveImageDataUrl; anything else is left alone. */
export async function removeUploadedImage(uploadsDir: string, url: string | null): Promise<void> {
  if (!url || !UPLOADED_PICTURE.test(url)) return;
  await unlink(path.join(uploadsDir, url.slice(UPLOADS_URL_PREFIX.length))).catch(() => undefined);
}
