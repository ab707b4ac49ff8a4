/**
 * Where the mail stand-in puts what it "sends": the last messages in memory
 * (for tests and the control endpoint) and, when given a folder, one JSON
 * file per message (for a person running the store locally to read).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import type {PostmarkMessage} from './postmark';

export interface OutboxMessage extends PostmarkMessage {
  MessageID: string;
  /** ISO 8601. */
  SubmittedAt: string;
}

export interface MailOutbox {
  /** Keeps the message, and writes its file before resolving. */
  record(message: OutboxMessage): Promise<void>;
  /** Oldest first. */
  messages(): OutboxMessage[];
  latest(): OutboxMessage | undefined;
  clear(): void;
}

export interface MailOutboxOptions {
  /** Folder for the message files; none keeps messages in memory only. */
  dir?: string;
  /** How many messages memory keeps. */
  keep?: number;
}

/**
 * The mock shop's outbox folder: MOCK_SHOP_OUTBOX_DIR, else `outbox/` in
 * MOCK_SHOP_DATA_DIR (default `.mock-shop`, which git ignores).
 */
export function outboxDirFromEnv(env: Record<string, string | undefined>): string {
  return resolve(env.MOCK_SHOP_OUTBOX_DIR ?? join(env.MOCK_SHOP_DATA_DIR ?? '.mock-shop', 'outbox'));
}

/** Files sort by submission time: `2025-06-02T01-30-00.000Z-{MessageID}.json`. */
export function outboxFileName(message: OutboxMessage): string {
  return `${message.SubmittedAt.replace(/:/g, '-')}-${message.MessageID}.json`;
}

export function createMailOutbox({dir, keep = 50}: MailOutboxOptions = {}): MailOutbox {
  let kept: OutboxMessage[] = [];
  return {
    async record(message) {
      kept = [...kept, message].slice(-keep);
      if (!dir) return;
      await mkdir(dir, {recursive: true});
      await writeFile(join(dir, outboxFileName(message)), `${JSON.stringify(message, null, 2)}\n`);
    },
    messages: () => [...kept],
    latest: () => kept.at(-1),
    clear() {
      kept = [];
    },
  };
}
