import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isValidFileKey, type FileStorage } from './file-storage.js';

function isMissingFileError(error: unknown) {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Stores files under `root`, one file per key. The content type comes from the key's extension
 * rather than a sidecar file: keys are limited to three image extensions, so the extension already
 * says it, and one file per key keeps each write a single atomic rename (a sidecar would be a second
 * file that could disagree with the first after a crash). `put` refuses a content type that does not
 * match the extension, so what is served is always what was stored.
 */
export function createLocalDiskStorage({ root }: { root: string }): FileStorage {
  const absoluteRoot = path.resolve(root);

  function pathOf(key: string) {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    const filePath = path.resolve(absoluteRoot, key);
    // Defence in depth: a valid key never leaves the root, and this proves it on every call.
    if (!filePath.startsWith(absoluteRoot + path.sep))
      throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    return filePath;
  }

  return {
    async put(key, data, contentType) {
      const filePath = pathOf(key);
      const expected = contentTypeOfKey(key);
      if (contentType !== expected) {
        throw new Error(
          `Content type ${contentType} does not match the key ${JSON.stringify(key)} (${expected})`,
        );
      }
      await mkdir(path.dirname(filePath), { recursive: true });
      // Write beside the target, then rename: a rename within one file system is atomic, so a reader
      // sees either no file or the whole file. The temporary name is never a valid key, so never served.
      const temporaryPath = `${filePath}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporaryPath, data, { flag: 'wx' });
        await rename(temporaryPath, filePath);
      } catch (error) {
        await rm(temporaryPath, { force: true });
        throw error;
      }
    },

    async get(key) {
      const filePath = pathOf(key);
      try {
        return { data: await readFile(filePath), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissingFileError(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
