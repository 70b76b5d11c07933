/**
 * The reading worker: one file in, its table (or why not) out. It runs on its own thread with its
 * own memory limit (read-table.ts), so a file that would exhaust memory ends this thread only.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { readFileTable } from "./read-file.js";

if (!isMainThread && parentPort) {
  const { bytes, fileName } = workerData as { bytes: Uint8Array; fileName: string };
  parentPort.postMessage(readFileTable(bytes, fileName));
}
