import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * A course structure uploaded on its own (issue 37 item 4): cmi5 lets a course be its
 * `cmi5.xml` alone when its AUs are hosted elsewhere (absolute URLs, cmi5 §14.2); a SCORM
 * manifest alone is taken the same way, to be told what is missing. The file becomes a package
 * of that one file, so that one inspection reads both: an AU whose URL is relative then names a
 * file the package does not have, and is refused as such.
 */

/** The name the file takes in the package: its root element says which manifest it is. */
export function manifestNameOf(xml: string): 'cmi5.xml' | 'imsmanifest.xml' {
  const root = /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(
    xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, ''),
  );
  return root?.[1] === 'manifest' ? 'imsmanifest.xml' : 'cmi5.xml';
}

/**
 * A zip of one stored (uncompressed) entry, as APPNOTE 6.3.10 §4.3 lays it out: its local
 * header and data, the central directory's record of it, and the end record.
 */
export function oneFileZip(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name, 'utf8');
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed: 2.0
  local.writeUInt16LE(0x0800, 6); // the name is UTF-8
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by: 2.0
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42); // its local header is at the start
  const directoryAt = local.length + fileName.length + data.length;
  const directorySize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** Replaces the uploaded XML file at `filePath` with a package of it alone. */
export async function packageOfManifest(filePath: string): Promise<void> {
  const xml = await fs.promises.readFile(filePath);
  await fs.promises.writeFile(filePath, oneFileZip(manifestNameOf(xml.toString('utf8')), xml));
}
