import type { ResourceSpec } from '../../common/resourceSpec';
import { ACTIONS, permission } from '../../common/permissions';
import { compile, type CompiledResource } from './compile';
import type { ResourceDecl } from './declaration';
import type { WriteHooks } from './declaration';

/**
 * All declared resources. It also knows every permission there is, which the
 * roles form offers as choices (`permissions` fields).
 */
export class Registry {
  private readonly byPath = new Map<string, CompiledResource>();
  private readonly hooks: WriteHooks[] = [];

  constructor(
    decls: ResourceDecl[],
    /** Permissions of modules that are not resources (`pos:use`, `reports:view`…). */
    private readonly extraPermissions: string[] = [],
  ) {
    for (const d of decls) {
      if (this.byPath.has(d.path)) throw new Error(`resource ${d.path} is declared twice`);
      // Its own copy of a permissions field, which gets this registry's choices below: the
      // declaration is a module shared by every registry built in the process (each test's app).
      this.byPath.set(d.path, compile({ ...d, fields: d.fields.map((f) => (f.type === 'permissions' ? { ...f } : f)) }));
    }
    const choices = this.permissionChoices();
    for (const res of this.byPath.values()) {
      for (const f of res.decl.fields) if (f.type === 'permissions') f.options = choices;
      for (const f of res.spec.fields) if (f.type === 'permissions') f.options = choices;
    }
  }

  all(): CompiledResource[] {
    return [...this.byPath.values()];
  }

  /** Rules for every resource's writes (the audit log), run inside each write's transaction. */
  addWriteHooks(hooks: WriteHooks): void {
    this.hooks.push(hooks);
  }

  writeHooks(): readonly WriteHooks[] {
    return this.hooks;
  }

  get(path: string): CompiledResource | undefined {
    return this.byPath.get(path);
  }

  publicSpec(path: string): ResourceSpec {
    const res = this.byPath.get(path);
    if (!res) throw new Error(`no resource ${path}`);
    return res.spec;
  }

  allPermissions(): string[] {
    return this.permissionChoices().map((o) => o.value);
  }

  private permissionChoices() {
    const out = [{ value: '*', label: 'Everything' }];
    for (const res of this.byPath.values()) {
      if (res.decl.permissionAs) continue;
      for (const a of ACTIONS) out.push({ value: permission(res.decl.path, a), label: `${res.decl.title}: ${a}` });
    }
    for (const p of this.extraPermissions) out.push({ value: p, label: p });
    return out;
  }
}
