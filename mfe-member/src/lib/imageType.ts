import type { IMAGE_CONTENT_TYPES } from 'shared-contracts';
import { MAX_IMAGE_BYTES } from 'shared-contracts';

/** An accepted image type, as its first bytes say. */
export type ImageType = (typeof IMAGE_CONTENT_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const readHead = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, PNG.length));
  });

/** The file's image type from its content (never its name or claimed type), or null. */
export const sniffImageType = async (file: Blob): Promise<ImageType | null> => {
  const head = await readHead(file);
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  return null;
};

/** Why a picked file cannot be uploaded: `type` (not PNG/JPEG), `size` (over 5 MB), or null. */
export const imageProblemOf = async (file: Blob): Promise<'type' | 'size' | null> => {
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return (await sniffImageType(file)) ? null : 'type';
};
