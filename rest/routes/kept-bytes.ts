/**
 * Answer bodies kept between requests as bytes: a body that cannot change (a kept head's read, a built
 * storefront projection) is encoded once, not on every request that sends it.
 */

/**
 * The bytes kept for `key`, made from `text()` the first time. Each is a buffer of its own: a small
 * one from Node's shared pool would hold on to the pool's 8 KiB for as long as it is kept.
 */
export function bytesOnce<K extends object>(kept: WeakMap<K, Buffer>, key: K, text: () => string): Buffer {
  let bytes = kept.get(key);
  if (!bytes) {
    const made = text();
    bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(made));
    bytes.write(made);
    kept.set(key, bytes);
  }
  return bytes;
}
