import { readFileSync, readdirSync } from 'node:fs';

/** A process below another, with its command line split into its arguments. */
export interface ProcessBelow {
  pid: number;
  argv: string[];
}

/** Every process below `pid` (children, theirs, …), read from Linux's /proc. */
export function descendantsOf(pid: number): ProcessBelow[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent's pid is the field after the command's name, which is in brackets and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: ProcessBelow[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      try {
        found.push({ pid: child, argv: readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean) });
      } catch {
        continue;
      }
      walk(child);
    }
  };
  walk(pid);
  return found;
}
