// Camera-like test photos, made inside a browser page: a JPEG drawn on a canvas (left half red, right half blue, so a
// rotation shows), with the APP1 EXIF segment a phone's camera writes spliced in (orientation and a GPS position).
// Used by the pipeline's tests in Chromium and by the dish-photo journey. installCameraFixtures runs in the page
// (page.addScriptTag({ content: `(${installCameraFixtures})()` })), so it uses nothing from outside its own body.

export interface CameraFixtures {
  /** A JPEG `width`×`height`, its left half red and its right half blue (or noise, which compresses badly). */
  makeJpeg(width: number, height: number, noise?: boolean): Promise<Uint8Array>;
  /** The JPEG with an EXIF block: this orientation (1–8) and Nagpur's latitude in a GPS IFD. */
  withExif(jpeg: Uint8Array, orientation: number): Uint8Array;
}

/** Defines `window.cameraFixtures` in the page it runs in. */
export function installCameraFixtures() {
  // See CameraFixtures.
  async function makeJpeg(width: number, height: number, noise = false): Promise<Uint8Array> {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    if (noise) {
      const data = context.createImageData(width, height);
      for (let i = 0; i < data.data.length; i++) data.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      context.putImageData(data, 0, 0);
    } else {
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, width / 2, height);
      context.fillStyle = '#0000ff';
      context.fillRect(width / 2, 0, width / 2, height);
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    return new Uint8Array(await blob.arrayBuffer());
  }
  /**
   * The JPEG with an APP1 EXIF segment after its start marker, as a phone's camera writes it: IFD0 with the
   * Orientation tag and a pointer to a GPS IFD holding a latitude (Nagpur's 21° 8′ 45″ N).
   */
  function withExif(jpeg: Uint8Array, orientation: number): Uint8Array {
    const tiff = new DataView(new ArrayBuffer(92));
    let at = 0;
    const u8 = (v: number) => tiff.setUint8(at++, v);
    const u16 = (v: number) => { tiff.setUint16(at, v); at += 2; };
    const u32 = (v: number) => { tiff.setUint32(at, v); at += 4; };
    u8(0x4d); u8(0x4d); u16(42); u32(8); // "MM", big-endian TIFF, IFD0 at 8
    u16(2); // IFD0: two entries
    u16(0x0112); u16(3); u32(1); u16(orientation); u16(0); // Orientation, SHORT
    u16(0x8825); u16(4); u32(1); u32(38); // GPSInfo IFD pointer, LONG
    u32(0); // no next IFD
    u16(2); // GPS IFD at 38: two entries
    u16(0x0001); u16(2); u32(2); u8(0x4e); u8(0); u16(0); // GPSLatitudeRef "N"
    u16(0x0002); u16(5); u32(3); u32(68); // GPSLatitude, three RATIONALs at 68
    u32(0);
    for (const [n, d] of [[21, 1], [8, 1], [4500, 100]]) { u32(n!); u32(d!); }
    const body = new Uint8Array([...new TextEncoder().encode('Exif'), 0, 0, ...new Uint8Array(tiff.buffer)]);
    const segment = new Uint8Array([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]);
    return new Uint8Array([...jpeg.slice(0, 2), ...segment, ...jpeg.slice(2)]);
  }
  const fixtures: CameraFixtures = { makeJpeg, withExif };
  (window as unknown as { cameraFixtures: CameraFixtures }).cameraFixtures = fixtures;
}

/** What of the camera's metadata a file still carries: an EXIF block, the fixture's GPS entries. Runs anywhere. */
export function metadataIn(bytes: Uint8Array): { exif: boolean; gps: boolean } {
  const text = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return {
    exif: text.includes('Exif') || text.includes('MM\u0000*') || text.includes('II*\u0000'),
    // the GPS IFD's latitude reference entry ("N"), or the latitude's 4500/100 seconds
    gps: text.includes('\u0000\u0001\u0000\u0002\u0000\u0000\u0000\u0002N\u0000') || text.includes('\u0000\u0000\u0011\u0094\u0000\u0000\u0000\u0064'),
  };
}
