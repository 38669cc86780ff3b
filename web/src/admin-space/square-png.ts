/** The size an uploaded avatar is stored at: the largest the avatar route serves. */
export const AVATAR_UPLOAD_SIZE = 256;

/**
 * An uploaded picture as a square PNG (issue 22 §1 Profile): the centre square of the image, scaled
 * to `size`, drawn on a canvas in the browser so that only the avatar travels.
 */
export async function squarePng(file: Blob, size = AVATAR_UPLOAD_SIZE): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot convert pictures: try another one');
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be converted: try another one'))), 'image/png'),
  );
}
