import {mkdirSync, readFileSync} from 'node:fs';
import {mkdir, rename, writeFile} from 'node:fs/promises';
import {dirname} from 'node:path';

/** Coalesces bursts of changes into one write. */
const WRITE_DEBOUNCE_MS = 50;

/**
 * One JSON file a store keeps itself in: read once when opened, then written
 * back (debounced, write-then-rename so a crash never leaves half a file)
 * after changes. Until opened, nothing touches the disk.
 */
export class DebouncedJsonFile {
  private file: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();

  /** @param snapshot what to write, read when the write happens */
  constructor(private readonly snapshot: () => unknown) {}

  /** Uses `file` from now on; returns what it holds (parsed), or undefined when there is no file yet. */
  open(file: string): unknown {
    this.file = file;
    mkdirSync(dirname(file), {recursive: true});
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  get isOpen(): boolean {
    return this.file !== null;
  }

  /** Writes soon (a no-op when no file is open). */
  changed(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.enqueueWrite();
    }, WRITE_DEBOUNCE_MS);
    // A pending write must not keep a finished process (or test run) alive.
    this.timer.unref?.();
  }

  /** Writes any pending change now; resolves once the file is in place. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.enqueueWrite();
    }
    await this.writing;
  }

  private enqueueWrite(): void {
    const file = this.file;
    if (!file) return;
    const text = JSON.stringify(this.snapshot());
    // Chained so two writes never race on the same temporary file; a failed
    // write is reported and the chain carries on with the next one.
    this.writing = this.writing
      .then(async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        await mkdir(dirname(file), {recursive: true});
        await writeFile(temporary, text);
        await rename(temporary, file);
      })
      .catch((error: unknown) => {
        console.error(`[mock-shop] could not write ${file}:`, error);
      });
  }
}
