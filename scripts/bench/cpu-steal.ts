/**
 * How much CPU time the hypervisor took from this (virtual) machine while the
 * bench ran: the `steal` column of Linux's /proc/stat. Other guests on the
 * same host slow every figure down, in bursts the load average does not show
 * (the machine looks idle while a run's rates fall by a third), so the record
 * says how much there was.
 */
import {readFileSync} from 'node:fs';

export interface CpuTimes {
  /** All CPU time in clock ticks (user, nice, system, idle, iowait, irq, softirq, steal). */
  total: number;
  steal: number;
}

/** The aggregate `cpu` line of /proc/stat; null when the text has none. */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find((row) => /^cpu\s/.test(row));
  if (!line) return null;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((value) => !Number.isFinite(value))) return null;
  return {total: ticks.reduce((sum, value) => sum + value, 0), steal: ticks[7]};
}

/** This machine's CPU times now; null off Linux. */
export function readCpuTimes(): CpuTimes | null {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The share of CPU time stolen between two readings, in percent (one decimal); null without both. */
export function stealPercent(start: CpuTimes | null, end: CpuTimes | null): number | null {
  if (!start || !end || end.total <= start.total) return null;
  return Math.round((1000 * (end.steal - start.steal)) / (end.total - start.total)) / 10;
}
