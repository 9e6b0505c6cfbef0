import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_VARIANTS, type ImageVariant } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contentErrors } from './content.errors.ts';

type UploadMime = 'image/png' | 'image/jpeg' | 'image/webp';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const SHARP_FORMAT: Record<UploadMime, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };
/** Decoding a huge picture costs memory before any check could refuse it: sharp stops above this. */
const MAX_PIXELS = 40_000_000;

/** The bytes decide, never the file name or the declared type: an HTML file named .png fails here. */
export function sniffImage(bytes: Buffer): UploadMime | null {
  if (bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, 3).equals(JPEG)) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

export type ImageLimits = { maxBytes: number; minWidth: number; minHeight: number };
export type CheckedImage = { mime: UploadMime; width: number; height: number };

/**
 * Checks uploaded bytes are a picture: type by content, size, decodable as a whole, sensible
 * dimensions. Banners here and chat attachments (through images.port.ts) use the same check.
 */
export async function inspectImage(bytes: Buffer, limits: ImageLimits): Promise<CheckedImage> {
  if (bytes.length > limits.maxBytes) throw contentErrors.imageTooLarge(limits.maxBytes);
  const mime = sniffImage(bytes);
  if (!mime) throw contentErrors.imageType();
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    // A header alone is not a picture: decode it all once so a truncated file is refused now.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).raw().toBuffer();
  } catch {
    throw contentErrors.imageInvalid();
  }
  const { width, height } = meta;
  if (meta.format !== SHARP_FORMAT[mime] || !width || !height || width < limits.minWidth || height < limits.minHeight)
    throw contentErrors.imageInvalid();
  return { mime, width, height };
}

/** A checked picture re-encoded as WebP within `maxSide` pixels: what leaves the server is never the upload itself. */
export async function reencodeAsWebp(bytes: Buffer, maxSide: number) {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, mime: 'image/webp' };
}

/** Checks an operator's upload and stores it. */
export async function storeUpload(db: Db, merchantId: number, bytes: Buffer) {
  const { mime, width, height } = await inspectImage(bytes, {
    maxBytes: IMAGE_MAX_BYTES,
    minWidth: 100,
    minHeight: 50,
  });
  return insertImage(db, { merchantId, mime, width, height, bytes });
}

export async function insertImage(
  db: Db,
  image: { merchantId: number; mime: string; width: number; height: number; bytes: Buffer },
) {
  const row = await db
    .insertInto('content_images')
    .values({
      merchant_id: image.merchantId,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), width: image.width, height: image.height, mime: image.mime };
}

/**
 * The desktop or phone cut of an image as WebP, cropped to the banner slot's shape. Made on first
 * request and kept, so pages never wait on a resize twice. Uploaded images only ever leave the
 * server re-encoded (never as uploaded), and so does generated SVG art.
 */
export async function imageVariant(db: Db, merchantId: number, imageId: number, variant: ImageVariant) {
  const cached = await db
    .selectFrom('content_image_variants')
    .innerJoin('content_images', 'content_images.id', 'content_image_variants.image_id')
    .select('content_image_variants.bytes')
    .where('content_image_variants.image_id', '=', imageId)
    .where('content_image_variants.variant', '=', variant)
    .where('content_images.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (cached) return Buffer.from(cached.bytes);
  const image = await db
    .selectFrom('content_images')
    .select(['bytes'])
    .where('id', '=', imageId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!image) throw contentErrors.notFound();
  const { width, height } = IMAGE_VARIANTS[variant];
  const out = await sharp(Buffer.from(image.bytes), { limitInputPixels: MAX_PIXELS })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .webp({ quality: 78 })
    .toBuffer();
  await db
    .insertInto('content_image_variants')
    .values({ image_id: imageId, variant, bytes: out })
    .onConflict((oc) => oc.columns(['image_id', 'variant']).doNothing())
    .execute();
  return out;
}

const SVG = 'image/svg+xml';

/**
 * Where a cut of an image is served. Generated art (SVG, made by this server, never uploaded)
 * leaves as SVG so its words are drawn by the visitor's browser in the visitor's fonts: a server
 * without Thai or Chinese fonts would rasterise them as boxes. Everything else leaves as WebP.
 */
export const imageUrl = (imageId: number, variant: ImageVariant, mime: string) =>
  `/wps/system/content-images/${imageId}/${variant}.${mime === SVG ? 'svg' : 'webp'}`;

/**
 * The desktop or phone cut of generated SVG art, still as SVG: the picture nested in a frame of
 * the cut's size whose viewBox is the centre crop that `fit: cover` would take (what the WebP cut
 * of an upload shows). Only SVG the server made itself is stored (uploads are sniffed as PNG,
 * JPEG or WebP), and the route serves it with a policy that runs nothing.
 */
export async function vectorVariant(db: Db, merchantId: number, imageId: number, variant: ImageVariant) {
  const image = await db
    .selectFrom('content_images')
    .select(['bytes', 'width', 'height'])
    .where('id', '=', imageId)
    .where('merchant_id', '=', merchantId)
    .where('mime', '=', SVG)
    .executeTakeFirst();
  if (!image) throw contentErrors.notFound();
  const svg = Buffer.from(image.bytes).toString('utf8');
  if (variant === 'desktop') return svg;
  const { width, height } = IMAGE_VARIANTS[variant];
  const scale = Math.max(width / image.width, height / image.height);
  const [cropWidth, cropHeight] = [width / scale, height / scale];
  const [x, y] = [(image.width - cropWidth) / 2, (image.height - cropHeight) / 2];
  const box = [x, y, cropWidth, cropHeight].map((n) => Number(n.toFixed(2))).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box}">${svg.replace(/^<\?xml[^>]*>\s*/, '')}</svg>`;
}
