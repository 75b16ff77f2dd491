import fs from 'node:fs';
import path from 'node:path';

export function readJson<T = unknown>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (err) {
    throw new Error(`Seed file ${file}: ${(err as Error).message}`);
  }
}

/** The .json files of a seed folder, sorted by name; none when the folder does not exist. */
export const jsonFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => path.join(dir, f))
    : [];
