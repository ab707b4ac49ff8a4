/**
 * The HTML document a page sends: its bytes uncompressed, gzipped at level 9
 * here (the figure the budget reads, the same whoever serves it), and what the
 * worker itself puts on the wire when the browser accepts gzip.
 */
import {request} from 'node:http';
import {gzipSync} from 'node:zlib';
import {USER_AGENT} from './http';
import {round} from './stats';

export interface HtmlRow {
  page: string;
  path: string;
  status: number;
  /** The whole document, uncompressed (kB = 1024 bytes). */
  rawKb: number;
  /** That document gzipped at level 9. */
  gzipKb: number;
  /** Content-Encoding the worker answered `Accept-Encoding: gzip` with ('identity' when it sent it uncompressed). */
  servedEncoding: string;
  /** Bytes on the wire for that answer. */
  servedKb: number;
}

interface Wire {
  status: number;
  encoding: string;
  bytes: Buffer;
}

/** One GET with node:http, so the body is counted as sent, never decoded on the way. */
function get(url: string, headers: Record<string, string>): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request(url, {headers: {'User-Agent': USER_AGENT, Accept: 'text/html', ...headers}, timeout: 15_000}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] ?? 'identity', bytes: Buffer.concat(chunks)}),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`Timed out: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

export async function measureHtml(
  origin: string,
  page: {name: string; path: string; headers?: Record<string, string>},
): Promise<HtmlRow> {
  const url = `${origin}${page.path}`;
  const plain = await get(url, {...page.headers, 'Accept-Encoding': 'identity'});
  const served = await get(url, {...page.headers, 'Accept-Encoding': 'gzip'});
  return {
    page: page.name,
    path: page.path,
    status: plain.status === 200 ? served.status : plain.status,
    rawKb: round(plain.bytes.length / 1024),
    gzipKb: round(gzipSync(plain.bytes, {level: 9}).length / 1024),
    servedEncoding: served.encoding,
    servedKb: round(served.bytes.length / 1024),
  };
}
